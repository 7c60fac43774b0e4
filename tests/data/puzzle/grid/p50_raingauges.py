R = "Rainfall"
CATEGORIES = [
    ("Volunteers", ["Alwyn", "Beatrix", "Cedric", "Dilys", "Emlyn"]),
    ("Rainfall", ["12 mm", "18 mm", "24 mm", "30 mm", "36 mm"], [12, 18, 24, 30, 36]),
    ("Villages", ["Ashby", "Brockley", "Coldharbour", "Dunmere", "Elsworth"]),
    ("Gauges", ["copper", "funnel", "glass", "plastic", "tipping-bucket"]),
]
SOLUTION = [
    ["Alwyn", "24 mm", "Coldharbour", "tipping-bucket"],
    ["Beatrix", "36 mm", "Elsworth", "copper"],
    ["Cedric", "12 mm", "Ashby", "plastic"],
    ["Dilys", "30 mm", "Dunmere", "glass"],
    ["Emlyn", "18 mm", "Brockley", "funnel"],
]
def distinct(s, *xs):
    ents = [s.e(x) for x in xs]
    return len(set(ents)) == len(ents)
CLUES = [
    ("The Brockley gauge recorded 6 mm less than the Coldharbour gauge.", lambda s: s.n(R, "Brockley") == s.n(R, "Coldharbour") - 6),
    ("Dilys lives in Dunmere.", lambda s: s.same("Dilys", "Dunmere")),
    ("The copper gauge recorded more than the glass gauge.", lambda s: s.n(R, "copper") > s.n(R, "glass")),
    ("Cedric, the volunteer in Elsworth and the one with the funnel gauge are three different people.",
     lambda s: distinct(s, "Cedric", "Elsworth", "funnel")),
    ("The Ashby volunteer recorded less than the Brockley volunteer.", lambda s: s.n(R, "Ashby") < s.n(R, "Brockley")),
    ("Cedric's gauge caught half as much rain as Alwyn's.", lambda s: 2 * s.n(R, "Cedric") == s.n(R, "Alwyn")),
    ("Dilys recorded 6 mm less than Beatrix.", lambda s: s.n(R, "Dilys") == s.n(R, "Beatrix") - 6),
    ("The funnel gauge recorded less than the tipping-bucket gauge.", lambda s: s.n(R, "funnel") < s.n(R, "tipping-bucket")),
    ("Dilys reads the glass gauge.", lambda s: s.same("Dilys", "glass")),
]
QUESTIONS = [("How much rain fell in Dunmere?", lambda s: s.v("Rainfall", "Dunmere"))]
NUM = "."
INTRO = ["Wet Weekend: five weather volunteers in different villages each read a different kind of rain gauge after Saturday's storm."]
OUTRO = []
REMARKS = INTRO + OUTRO
