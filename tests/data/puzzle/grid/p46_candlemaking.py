B = "Burn times"
CATEGORIES = [
    ("Students", ["Esme", "Farid", "Greer", "Hamish", "Isolde"]),
    ("Scents", ["bergamot", "cedar", "lavender", "sandalwood", "vanilla"]),
    ("Burn times", ["20 hours", "25 hours", "30 hours", "35 hours", "40 hours"], [20, 25, 30, 35, 40]),
    ("Containers", ["ceramic pot", "glass tumbler", "jam jar", "teacup", "tin"]),
]
SOLUTION = [
    ["Esme", "vanilla", "35 hours", "teacup"],
    ["Farid", "cedar", "20 hours", "tin"],
    ["Greer", "lavender", "30 hours", "glass tumbler"],
    ["Hamish", "sandalwood", "40 hours", "ceramic pot"],
    ["Isolde", "bergamot", "25 hours", "jam jar"],
]
CLUES = [
    ("Esme's candle will burn 15 hours longer than Farid's.", lambda s: s.n(B, "Esme") == s.n(B, "Farid") + 15),
    ("The candle in the teacup will burn 5 hours less than the sandalwood candle.", lambda s: s.n(B, "teacup") == s.n(B, "sandalwood") - 5),
    ("The lavender candle will burn longer than the bergamot one but not as long as the vanilla one.",
     lambda s: s.n(B, "bergamot") < s.n(B, "lavender") < s.n(B, "vanilla")),
    ("Of Isolde and the student who used the tin, one made the cedar candle and the other made the candle that will burn for 25 hours.",
     lambda s: not s.same("Isolde", "tin") and (
         (s.same("Isolde", "cedar") and s.same("tin", "25 hours")) or
         (s.same("tin", "cedar") and s.same("Isolde", "25 hours")))),
    ("Hamish's candle, which he poured into the ceramic pot, will burn the longest.",
     lambda s: s.same("Hamish", "ceramic pot") and s.n(B, "Hamish") == 40),
    ("Neither Farid nor Greer poured a candle into the jam jar.", lambda s: not s.same("Farid", "jam jar") and not s.same("Greer", "jam jar")),
    ("Hamish made neither the cedar candle nor the vanilla one.", lambda s: not s.same("Hamish", "cedar") and not s.same("Hamish", "vanilla")),
]
CLUES.append(("The lavender candle's burn time is 10 hours longer than the cedar candle's.", lambda s: s.n(B, "lavender") == s.n(B, "cedar") + 10))
NUM = "."
INTRO = ["Five students at a candle-making workshop each poured a candle with a different scent into a different container, and each candle has a different burn time."]
REMARKS = INTRO
