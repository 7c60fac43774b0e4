PL = "Places"
CATEGORIES = [
    ("Bakers", ["Mrs. Ames", "Mrs. Bragg", "Mrs. Cobb", "Mrs. Duval"]),
    ("First names", ["Eula", "Faye", "Ione", "Myrtle"]),
    ("Spices", ["cinnamon", "ginger", "nutmeg", "vanilla"]),
    ("Places", ["first", "second", "third", "fourth"]),
]
SOLUTION = [
    ["Mrs. Ames", "Faye", "nutmeg", "third"],
    ["Mrs. Bragg", "Myrtle", "ginger", "first"],
    ["Mrs. Cobb", "Eula", "vanilla", "fourth"],
    ["Mrs. Duval", "Ione", "cinnamon", "second"],
]
CLUES = [
    ("The cobbler made with ginger took first place.", lambda s: s.same("ginger", "first")),
    ("Eula's cobbler finished one place behind Mrs. Ames's.", lambda s: s.n(PL, "Eula") == s.n(PL, "Mrs. Ames") + 1),
    ("Mrs. Duval used cinnamon.", lambda s: s.same("Mrs. Duval", "cinnamon")),
    ("Ione placed higher than Faye but lower than Myrtle.",
     lambda s: s.n(PL, "Myrtle") < s.n(PL, "Ione") < s.n(PL, "Faye")),
    ("Mrs. Cobb's cobbler came in last.", lambda s: s.same("Mrs. Cobb", "fourth")),
    ("Myrtle is neither Mrs. Ames nor Mrs. Cobb.", lambda s: not s.same("Myrtle", "Mrs. Ames") and not s.same("Myrtle", "Mrs. Cobb")),
    ("Mrs. Duval's cobbler finished ahead of Mrs. Ames's.", lambda s: s.n(PL, "Mrs. Duval") < s.n(PL, "Mrs. Ames")),
    ("Mrs. Bragg isn't Faye.", lambda s: not s.same("Mrs. Bragg", "Faye")),
    ("The nutmeg cobbler finished either second or third.",
     lambda s: s.same("nutmeg", "second") or s.same("nutmeg", "third")),
]
QUESTIONS = [
    ("What is Mrs. Cobb's first name?", lambda s: s.v("First names", "Mrs. Cobb")),
    ("Which spice did Myrtle use?", lambda s: s.v("Spices", "Myrtle")),
]
NUM = "."
INTRO = ["Four women entered the peach cobbler contest at the Dawson County Fair. Each flavored her cobbler with a different spice, and the judges ranked them first through fourth."]
OUTRO = []
REMARKS = INTRO + OUTRO
