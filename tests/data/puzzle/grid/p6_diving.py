S = "Scores"
def sc(s, x):
    return s.n(S, x)
CATEGORIES = [
    ("Divers", ["Kofi", "Lena", "Mateo", "Nia", "Oskar"]),
    ("Dives", ["armstand", "pike", "reverse", "tuck", "twist"]),
    ("Scores", ["48.5", "52.0", "55.5", "59.0", "62.5"], [485, 520, 555, 590, 625]),
]
CLUES = [
    ("The armstand earned the highest score.", lambda s: sc(s, "armstand") == 625),
    ("Mateo scored 3.5 points less than Oskar.", lambda s: sc(s, "Mateo") == sc(s, "Oskar") - 35),
    ("The twist scored 3.5 points more than the reverse.", lambda s: sc(s, "twist") == sc(s, "reverse") + 35),
    ("Nia did not perform the armstand.", lambda s: not s.same("Nia", "armstand")),
    ("Kofi scored more than Oskar but less than Nia.", lambda s: sc(s, "Oskar") < sc(s, "Kofi") < sc(s, "Nia")),
    ("The pike did not score 48.5 points.", lambda s: sc(s, "pike") != 485),
    ("Either Kofi or Lena performed the reverse.", lambda s: s.same("Kofi", "reverse") != s.same("Lena", "reverse")),
    ("Kofi and Nia each scored more than Oskar.", lambda s: sc(s, "Kofi") > sc(s, "Oskar") and sc(s, "Nia") > sc(s, "Oskar")),
]
QUESTIONS = [("Who performed the tuck?", lambda s: s.v("Divers", "tuck"))]
