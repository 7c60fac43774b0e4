D = "Depths"
Y = "Years sunk"
CATEGORIES = [
    ("Wrecks", ["Calypso", "Endeavor", "Marigold", "Sea Witch", "Valiant"]),
    ("Divers", ["Hank", "Ines", "Jonah", "Keiko", "Liam"]),
    ("Depths", ["60 ft", "75 ft", "90 ft", "105 ft", "120 ft"], [60, 75, 90, 105, 120]),
    ("Years sunk", ["1872", "1894", "1911", "1926", "1943"], [1872, 1894, 1911, 1926, 1943]),
]
SOLUTION = [
    ["Calypso", "Keiko", "105 ft", "1894"],
    ["Endeavor", "Hank", "60 ft", "1943"],
    ["Marigold", "Liam", "120 ft", "1872"],
    ["Sea Witch", "Jonah", "75 ft", "1926"],
    ["Valiant", "Ines", "90 ft", "1911"],
]
CLUES = [
    ("The wreck that sank in 1911 lies 15 feet deeper than the Sea Witch.", lambda s: s.n(D, "1911") == s.n(D, "Sea Witch") + 15),
    ("Hank dove to the shallowest wreck.", lambda s: s.n(D, "Hank") == 60),
    ("The Marigold is the oldest wreck.", lambda s: s.n(Y, "Marigold") == 1872),
    ("Keiko's wreck is either the Calypso or the one that went down in 1926.",
     lambda s: s.same("Keiko", "Calypso") != s.same("Keiko", "1926")),
    ("The five divers are Ines, the one who explored the Marigold, the diver who went to 105 ft, the one whose wreck sank in 1926, and Hank.",
     lambda s: len({s.e("Ines"), s.e("Marigold"), s.e("105 ft"), s.e("1926"), s.e("Hank")}) == 5),
    ("The Endeavor sank after the Sea Witch.", lambda s: s.n(Y, "Endeavor") > s.n(Y, "Sea Witch")),
    ("The 120-foot wreck isn't the Valiant.", lambda s: not s.same("120 ft", "Valiant")),
    ('The Calypso lies 45 feet deeper than the Endeavor.', lambda s: s.n(D, "Calypso") == s.n(D, "Endeavor") + 45),
    ('Jonah dove on the 1926 wreck.', lambda s: s.same("Jonah", "1926")),
    ('The Valiant sank 17 years after the Calypso.', lambda s: s.n(Y, "Valiant") == s.n(Y, "Calypso") + 17),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
QUESTIONS = [("Which wreck did Liam explore, and in what year did it sink?",
              lambda s: (s.v("Wrecks", "Liam"), s.v("Years sunk", "Liam")))]
