# Puzzle-book style.
Y = "Service"
def y(s, x):
    return s.n(Y, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Ringers", ["Agnes", "Bartholomew", "Clemency", "Dorian", "Euphemia"]),
    ("Bells", ["treble", "second", "third", "fourth", "tenor"]),
    ("Service", ["3 years", "8 years", "12 years", "20 years", "41 years"], [3, 8, 12, 20, 41]),
    ("Villages", ["Ashby", "Brill", "Cley", "Dunmow", "Eye"]),
]
SOLUTION = [("Agnes", "third", "20 years", "Cley"), ("Bartholomew", "tenor", "41 years", "Dunmow"),
            ("Clemency", "treble", "3 years", "Eye"), ("Dorian", "second", "12 years", "Ashby"),
            ("Euphemia", "fourth", "8 years", "Brill")]
INTRO = ["The five bell-ringers of St Botolph's each ring a different bell, come from a different village and have rung for a different number of years."]
CLUES = [
    ("The tenor is rung by the longest-serving ringer in the band.", lambda s: y(s, "tenor") == 41),
    ("Clemency, the newest ringer, rings the treble.", lambda s: y(s, "Clemency") == 3 and s.same("Clemency", "treble")),
    ("Agnes has been ringing 8 years longer than Dorian.", lambda s: y(s, "Agnes") == y(s, "Dorian") + 8),
    ("The ringer from Brill has rung for 5 years longer than Clemency.", lambda s: y(s, "Brill") == y(s, "Clemency") + 5),
    ("Dorian, who lives in Ashby, does not ring the fourth.", lambda s: s.same("Dorian", "Ashby") and not s.same("Dorian", "fourth")),
    ("Bartholomew comes from Dunmow.", lambda s: s.same("Bartholomew", "Dunmow")),
    ("The ringer from Cley rings the third.", lambda s: s.same("Cley", "third")),
]
QUESTIONS = [("Which bell does Euphemia ring?", lambda s: s.v("Bells", "Euphemia"))]
REMARKS = INTRO
