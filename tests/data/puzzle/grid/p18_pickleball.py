P = "Points"
CATEGORIES = [
    ("Players", ["Ann", "Bo", "Cal", "Dee", "Eli"]),
    ("Paddles", ["black", "blue", "red", "white", "yellow"]),
    ("Towns", ["Alton", "Buxton", "Crewe", "Dover", "Filey"]),
    ("Points", ["4", "6", "8", "9", "11"], [4, 6, 8, 9, 11]),
]
SOLUTION = [
    ["Ann", "red", "Crewe", "9"],
    ["Bo", "white", "Alton", "4"],
    ["Cal", "yellow", "Dover", "11"],
    ["Dee", "black", "Filey", "6"],
    ["Eli", "blue", "Buxton", "8"],
]
CLUES = [
    ("The player from Dover scored the most points.", lambda s: s.n(P, "Dover") == 11),
    ("Bo scored 2 fewer points than Dee.", lambda s: s.n(P, "Bo") == s.n(P, "Dee") - 2),
    ("The player with the blue paddle scored 2 points more than Dee.", lambda s: s.n(P, "blue") == s.n(P, "Dee") + 2),
    ("Of Ann and the player from Alton, one used the red paddle and the other scored 4 points.",
     lambda s: not s.same("Ann", "Alton") and (
         (s.same("Ann", "red") and s.same("Alton", "4")) or (s.same("Alton", "red") and s.same("Ann", "4")))),
    ("Neither Cal nor the player from Filey used the white paddle.",
     lambda s: not s.same("Cal", "white") and not s.same("Filey", "white")),
    ("The player from Crewe scored 1 point more than the player from Buxton.", lambda s: s.n(P, "Crewe") == s.n(P, "Buxton") + 1),
    ("The player with the black paddle scored fewer points than the one with the yellow paddle.", lambda s: s.n(P, "black") < s.n(P, "yellow")),
    ("Eli isn't from Filey.", lambda s: not s.same("Eli", "Filey")),
    ("Cal didn't use the blue paddle.", lambda s: not s.same("Cal", "blue")),
    ("Eli scored fewer points than Ann.", lambda s: s.n(P, "Eli") < s.n(P, "Ann")),
    ("Cal scored more points than Ann.", lambda s: s.n(P, "Cal") > s.n(P, "Ann")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
