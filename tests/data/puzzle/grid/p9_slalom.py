T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = ""
CATEGORIES = [
    ("Skiers", ["Annika", "Bruno", "Clémence", "Dagny", "Esteban"]),
    ("Bibs", ["bib 3", "bib 7", "bib 11", "bib 14", "bib 20"]),
    ("Times", ["47.82 seconds", "48.15 seconds", "48.90 seconds", "49.36 seconds", "50.04 seconds"], [4782, 4815, 4890, 4936, 5004]),
]
SOLUTION = [("Annika", "bib 11", "48.15 seconds"), ("Bruno", "bib 3", "50.04 seconds"), ("Clémence", "bib 20", "47.82 seconds"), ("Dagny", "bib 7", "49.36 seconds"), ("Esteban", "bib 14", "48.90 seconds")]
CLUES = [
    ("Clémence won with the fastest run.", lambda s: t(s, "Clémence") == 4782),
    ("The skier wearing bib 3 had the slowest time.", lambda s: t(s, "bib 3") == 5004),
    ("Esteban was 0.75 seconds slower than Annika.", lambda s: t(s, "Esteban") == t(s, "Annika") + 75),
    ("Dagny finished 0.46 seconds behind Esteban.", lambda s: t(s, "Dagny") == t(s, "Esteban") + 46),
    ("Bib 11 was not worn by Esteban.", lambda s: not s.same("bib 11", "Esteban")),
    ("Of Dagny and the skier in bib 14, one clocked 49.36 seconds and the other clocked 48.90 seconds.", lambda s: not s.same("Dagny", "bib 14") and ((s.same("Dagny", "49.36 seconds") and s.same("bib 14", "48.90 seconds")) or (s.same("bib 14", "49.36 seconds") and s.same("Dagny", "48.90 seconds")))),
    ("Clémence didn't wear bib 7.", lambda s: not s.same("Clémence", "bib 7")),
    ("The skier in bib 20 was 0.33 seconds faster than Annika.", lambda s: t(s, "bib 20") == t(s, "Annika") - 33),
    ("Dagny's bib number was lower than Annika's.", lambda s: s.n("Bibs", "Dagny") < s.n("Bibs", "Annika")),
]
QUESTIONS = [("What bib did Clémence wear?", lambda s: s.v("Bibs", "Clémence"))]
