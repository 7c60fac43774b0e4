S = "Scores"
CATEGORIES = [
    ("Pipers", ["Aonghas", "Beathag", "Calum", "Eilidh", "Fraser"]),
    ("Tunes", ["Atholl Highlanders", "Brown Haired Maiden", "Highland Laddie", "Mist Covered Mountains", "Skye Boat Song"]),
    ("Scores", ["81 points", "84 points", "86 points", "89 points", "93 points"], [81, 84, 86, 89, 93]),
]
SOLUTION = [
    ["Aonghas", "Highland Laddie", "86 points"],
    ["Beathag", "Mist Covered Mountains", "93 points"],
    ["Calum", "Skye Boat Song", "81 points"],
    ["Eilidh", "Atholl Highlanders", "89 points"],
    ["Fraser", "Brown Haired Maiden", "84 points"],
]
CLUES = [
    ("Beathag won with the highest score.", lambda s: s.n(S, "Beathag") == 93),
    ("The piper who played the Skye Boat Song scored 3 points fewer than Fraser.", lambda s: s.n(S, "Skye Boat Song") == s.n(S, "Fraser") - 3),
    ("Aonghas scored 5 points more than Calum.", lambda s: s.n(S, "Aonghas") == s.n(S, "Calum") + 5),
    ("Eilidh outscored the piper who played Highland Laddie.", lambda s: s.n(S, "Eilidh") > s.n(S, "Highland Laddie")),
    ("Neither Calum nor Eilidh played Brown Haired Maiden.", lambda s: not s.same("Calum", "Brown Haired Maiden") and not s.same("Eilidh", "Brown Haired Maiden")),
    ("The winning tune was Mist Covered Mountains.", lambda s: s.n(S, "Mist Covered Mountains") == 93),
    ("Eilidh did not play the Skye Boat Song.", lambda s: not s.same("Eilidh", "Skye Boat Song")),
    ("Fraser scored fewer points than Eilidh.", lambda s: s.n(S, "Fraser") < s.n(S, "Eilidh")),
    ("Aonghas did not play Brown Haired Maiden.", lambda s: not s.same("Aonghas", "Brown Haired Maiden")),
]
NUM = "."
DOT = False
INTRO = ["Five pipers from the society entered the solo slow-air competition at this summer's Highland games. The judges' sheets have been returned and we print the results below for members' interest."]
OUTRO = []
REMARKS = INTRO + OUTRO
