W = "Harvests"
CATEGORIES = [
    ("Beekeepers", ["Mr Alcott", "Mrs Brennan", "Ms Castellano", "Mr Dufresne", "Mrs Eastwood"]),
    ("Hives", ["Dadant", "Langstroth", "National", "top-bar", "WBC"]),
    ("Harvests", ["28 lbs", "34 lbs", "40 lbs", "46 lbs", "52 lbs"], [28, 34, 40, 46, 52]),
    ("Flowers", ["borage", "clover", "heather", "lime blossom", "wildflower"]),
]
SOLUTION = [
    ["Mr Alcott", "National", "46 lbs", "heather"],
    ["Mrs Brennan", "top-bar", "28 lbs", "borage"],
    ["Ms Castellano", "Langstroth", "52 lbs", "clover"],
    ["Mr Dufresne", "WBC", "34 lbs", "wildflower"],
    ["Mrs Eastwood", "Dadant", "40 lbs", "lime blossom"],
]
CLUES = [
    ("Mr Alcott's hive produced 6 lbs more honey than Mrs Eastwood's.", lambda s: s.n(W, "Mr Alcott") == s.n(W, "Mrs Eastwood") + 6),
    ("The heather honey weighed in 12 lbs heavier than the wildflower honey.", lambda s: s.n(W, "heather") == s.n(W, "wildflower") + 12),
    ("Ms Castellano harvested the most honey.", lambda s: s.n(W, "Ms Castellano") == 52),
    ("The beekeeper with the top-bar hive harvested the least, and that wasn't Mr Dufresne.",
     lambda s: s.n(W, "top-bar") == 28 and not s.same("top-bar", "Mr Dufresne")),
    ("Of Mrs Eastwood and the beekeeper whose bees worked the clover, one keeps a Dadant hive and the other harvested 52 lbs.",
     lambda s: not s.same("Mrs Eastwood", "clover") and (
         (s.same("Mrs Eastwood", "Dadant") and s.same("clover", "52 lbs")) or
         (s.same("clover", "Dadant") and s.same("Mrs Eastwood", "52 lbs")))),
    ("None of Mrs Brennan, Ms Castellano and Mr Dufresne keeps a National hive.",
     lambda s: not any(s.same(x, "National") for x in ("Mrs Brennan", "Ms Castellano", "Mr Dufresne"))),
    ("The borage honey came from a top-bar hive.", lambda s: s.same("borage", "top-bar")),
    ("Mr Dufresne's bees didn't work the lime blossom.", lambda s: not s.same("Mr Dufresne", "lime blossom")),
    ("The Langstroth hive produced more honey than the WBC hive.", lambda s: s.n(W, "Langstroth") > s.n(W, "WBC")),
]
CLUES.append(("Mrs Eastwood's harvest was heavier than Mr Dufresne's.", lambda s: s.n(W, "Mrs Eastwood") > s.n(W, "Mr Dufresne")))
NUM = "."
INTRO = ["Five members of the Hadley Valley beekeepers' association weighed their autumn honey. Each keeps a different kind of hive, and each one's bees worked mostly a different flower."]
REMARKS = INTRO
