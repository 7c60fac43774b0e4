Y = "Years"
D = "Diameters"
CATEGORIES = [
    ("Astronomers", ["Beaumont", "Castellanos", "Dufresne", "Kowalski", "Nakamura"]),
    ("Asteroids", ["Arlette", "Brannigan", "Quillon", "Tessaly", "Verity"]),
    ("Years", ["1998", "2001", "2004", "2007", "2010"], [1998, 2001, 2004, 2007, 2010]),
    ("Diameters", ["2 km", "5 km", "8 km", "11 km", "14 km"], [2, 5, 8, 11, 14]),
]
SOLUTION = [
    ["Beaumont", "Tessaly", "2004", "11 km"],
    ["Castellanos", "Arlette", "1998", "5 km"],
    ["Dufresne", "Verity", "2010", "2 km"],
    ["Kowalski", "Quillon", "2001", "14 km"],
    ["Nakamura", "Brannigan", "2007", "8 km"],
]
CLUES = [
    ("Kowalski's asteroid is 3 km wider than Beaumont's.",
     lambda s: s.n(D, "Kowalski") == s.n(D, "Beaumont") + 3),
    ("Verity was discovered 6 years after Tessaly.",
     lambda s: s.n(Y, "Verity") == s.n(Y, "Tessaly") + 6),
    ("The asteroid found in 2007 is either Brannigan or the 11-km asteroid.",
     lambda s: s.same("2007", "Brannigan") != s.same("2007", "11 km")),
    ("The smallest asteroid was the last to be discovered.",
     lambda s: s.same("2 km", "2010")),
    ("Of Arlette and the asteroid Nakamura discovered, one was found in 1998 and the other is 8 km across.",
     lambda s: not s.same("Arlette", "Nakamura") and (
         (s.same("Arlette", "1998") and s.same("Nakamura", "8 km"))
         or (s.same("Nakamura", "1998") and s.same("Arlette", "8 km")))),
    ("Quillon wasn't discovered by Castellanos.",
     lambda s: not s.same("Quillon", "Castellanos")),
    ("The 5-km asteroid was discovered 3 years before the 14-km asteroid.",
     lambda s: s.n(Y, "5 km") == s.n(Y, "14 km") - 3),
    ("Neither Beaumont nor Kowalski found Brannigan.",
     lambda s: not s.same("Beaumont", "Brannigan") and not s.same("Kowalski", "Brannigan")),
    ("Dufresne's asteroid is 6 km narrower than Nakamura's.",
     lambda s: s.n(D, "Dufresne") == s.n(D, "Nakamura") - 6),
    ("Of Tessaly and Quillon, one is 11 km across and the other was found in 2001.",
     lambda s: (s.same("Tessaly", "11 km") and s.same("Quillon", "2001"))
     or (s.same("Quillon", "11 km") and s.same("Tessaly", "2001"))),
]
QUESTIONS = []
NUM = "."
DOT = True
INTRO = ["Five astronomers each discovered a different asteroid."]
OUTRO = []
REMARKS = INTRO + OUTRO
