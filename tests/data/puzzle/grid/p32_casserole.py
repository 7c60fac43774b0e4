O = "Temperatures"
S = "Scores"
CATEGORIES = [
    ("Cooks", ["Dottie", "Fern", "Ida", "Marge", "Vera"]),
    ("Casseroles", ["broccoli cheese", "chicken rice", "green bean", "tater tot", "tuna noodle"]),
    ("Temperatures", ["325 degrees", "350 degrees", "375 degrees", "400 degrees", "425 degrees"], [325, 350, 375, 400, 425]),
    ("Scores", ["61 points", "67 points", "73 points", "79 points", "85 points"], [61, 67, 73, 79, 85]),
]
SOLUTION = [
    ["Dottie", "tater tot", "425 degrees", "73 points"],
    ["Fern", "tuna noodle", "350 degrees", "85 points"],
    ["Ida", "green bean", "325 degrees", "61 points"],
    ["Marge", "chicken rice", "375 degrees", "79 points"],
    ["Vera", "broccoli cheese", "400 degrees", "67 points"],
]
CLUES = [
    ("The tuna noodle casserole, which was baked at 350 degrees, won with the top score.",
     lambda s: s.same("tuna noodle", "350 degrees") and s.n(S, "tuna noodle") == 85),
    ("Ida's dish scored 6 points lower than the broccoli cheese casserole.",
     lambda s: s.n(S, "Ida") == s.n(S, "broccoli cheese") - 6),
    ("Dottie baked hers 50 degrees hotter than Marge did.", lambda s: s.n(O, "Dottie") == s.n(O, "Marge") + 50),
    ("The casserole baked at the lowest temperature got the lowest score.", lambda s: s.n(S, "325 degrees") == 61),
    ("Vera's casserole scored 12 points less than the chicken rice.", lambda s: s.n(S, "Vera") == s.n(S, "chicken rice") - 12),
    ("Neither Ida nor Marge made the tater tot casserole.",
     lambda s: not s.same("Ida", "tater tot") and not s.same("Marge", "tater tot")),
    ("The green bean casserole isn't Vera's.", lambda s: not s.same("green bean", "Vera")),
    ("Fern's casserole beat Marge's by 6 points.", lambda s: s.n(S, "Fern") == s.n(S, "Marge") + 6),
    ("Vera baked hers at 400 degrees.", lambda s: s.same("Vera", "400 degrees")),
]
NUM = "."
DOT = False
INTRO = [
    "The Casserole Contest",
    "Five cooks entered the casserole contest at the Grace Lutheran church supper. Each brought a different casserole, baked at a different oven temperature, and the judges gave each a different score. Determine each cook's casserole, its baking temperature, and its score.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
