W = "Weights"
CATEGORIES = [
    ("Owners", ["Marta", "Nigel", "Olive", "Percy"]),
    ("Rabbits", ["Clover", "Hazel", "Pip", "Thumper"]),
    ("Breeds", ["Dutch", "Lionhead", "Lop", "Rex"]),
    ("Weights", ["1.5 kg", "2 kg", "2.5 kg", "3 kg"], [15, 20, 25, 30]),
]
SOLUTION = [
    ["Marta", "Hazel", "Lop", "3 kg"],
    ["Nigel", "Pip", "Lionhead", "1.5 kg"],
    ["Olive", "Thumper", "Rex", "2.5 kg"],
    ["Percy", "Clover", "Dutch", "2 kg"],
]
CLUES = [
    ("The Lop was the heaviest rabbit.", lambda s: s.n(W, "Lop") == 30),
    ("Pip, the lightest, is not a Dutch rabbit.", lambda s: s.n(W, "Pip") == 15 and not s.same("Pip", "Dutch")),
    ("Olive's rabbit weighs half a kilo more than Percy's.", lambda s: s.n(W, "Olive") == s.n(W, "Percy") + 5),
    ("Clover weighs 1 kg less than Hazel.", lambda s: s.n(W, "Clover") == s.n(W, "Hazel") - 10),
    ("Nigel owns Pip.", lambda s: s.same("Nigel", "Pip")),
    ("The Rex is heavier than the Dutch.", lambda s: s.n(W, "Rex") > s.n(W, "Dutch")),
    ("Marta's rabbit, which isn't Thumper, is heavier than Olive's.", lambda s: not s.same("Marta", "Thumper") and s.n(W, "Marta") > s.n(W, "Olive")),
]
QUESTIONS = [("What breed is Thumper?", lambda s: s.v("Breeds", "Thumper"))]
NUM = "."
DOT = False
INTRO = ["Four rabbits were entered in the village rabbit show. Each has a different owner, is a different breed and weighs a different amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
