L = "Links"
CATEGORIES = [
    ("Children", ["Aidan", "Beth", "Chen", "Dora"]),
    ("Colours", ["red", "gold", "silver", "green"]),
    ("Links", ["20", "25", "30", "35"], [20, 25, 30, 35]),
]
SOLUTION = [
    ["Aidan", "silver", "30"],
    ["Beth", "red", "20"],
    ["Chen", "green", "35"],
    ["Dora", "gold", "25"],
]
CLUES = [
    ("Chen's chain was the longest, and it wasn't gold or red.",
     lambda s: s.n(L, "Chen") == 35 and not s.same("Chen", "gold") and not s.same("Chen", "red")),
    ("The gold chain had five links more than Beth's.", lambda s: s.n(L, "gold") == s.n(L, "Beth") + 5),
    ("Aidan's chain had ten more links than the red one.", lambda s: s.n(L, "Aidan") == s.n(L, "red") + 10),
    ("Beth's chain was shorter than Dora's.", lambda s: s.n(L, "Beth") < s.n(L, "Dora")),
    ("The green chain had more links than the silver one.", lambda s: s.n(L, "green") > s.n(L, "silver")),
]
QUESTIONS = [("How many links were in the gold chain?", lambda s: s.v("Links", "gold"))]
NUM = ")"
DOT = False
INTRO = ["Four children made paper chains for the class party, each in a single colour. The chains had 20, 25, 30 and 35 links."]
OUTRO = []
REMARKS = INTRO + OUTRO
