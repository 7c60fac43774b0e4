R = "Placings"
CATEGORIES = [
    ("Runners", ["Anya", "Ben", "Carla", "Dev", "Elsa"]),
    ("Towns", ["Keswick", "Ludlow", "Malton", "Neston", "Otley"]),
    ("Bibs", ["12", "17", "23", "31", "44"], [12, 17, 23, 31, 44]),
    ("Placings", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Anya", "Otley", "23", "2nd"],
    ["Ben", "Keswick", "44", "5th"],
    ["Carla", "Malton", "12", "1st"],
    ["Dev", "Ludlow", "31", "4th"],
    ["Elsa", "Neston", "17", "3rd"],
]
CLUES = [
    ("Of the runner from Ludlow and the 3rd-place finisher, one is Dev and the other wore bib 17.",
     lambda s: not s.same("Ludlow", "3rd") and (
         (s.same("Ludlow", "Dev") and s.same("3rd", "17")) or (s.same("3rd", "Dev") and s.same("Ludlow", "17")))),
    ("Ben finished last.", lambda s: s.n(R, "Ben") == 5),
    ("Dev finished 2 places after the runner who wore bib 23.", lambda s: s.n(R, "Dev") == s.n(R, "23") + 2),
    ("The runner from Keswick wore a higher bib number than the runner from Ludlow.",
     lambda s: s.n("Bibs", "Keswick") > s.n("Bibs", "Ludlow")),
    ("Elsa finished 1 place behind the runner from Otley.", lambda s: s.n(R, "Elsa") == s.n(R, "Otley") + 1),
    ("Anya isn't from Neston.", lambda s: not s.same("Anya", "Neston")),
    ("The winner wore bib 12.", lambda s: s.same("1st", "12")),
    ("The runner from Malton finished ahead of Anya.", lambda s: s.n(R, "Malton") < s.n(R, "Anya")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
