W = "Weights"
CATEGORIES = [
    ("Dogs", ["Bruno", "Fifi", "Lupo", "Rocco", "Zara"]),
    ("Handlers", ["Anselm", "Bianca", "Carlo", "Donata", "Elio"]),
    ("Weights", ["40 g", "55 g", "70 g", "85 g", "100 g"], [40, 55, 70, 85, 100]),
]
SOLUTION = [
    ["Bruno", "Donata", "70 g"],
    ["Fifi", "Elio", "100 g"],
    ["Lupo", "Anselm", "40 g"],
    ["Rocco", "Bianca", "85 g"],
    ["Zara", "Carlo", "55 g"],
]
CLUES = [
    ("Of the five, Fifi's truffle was the heaviest.", lambda s: s.n(W, "Fifi") == 100),
    ("Carlo's dog dug up a truffle 15 grams lighter than Bruno's.", lambda s: s.n(W, "Carlo") == s.n(W, "Bruno") - 15),
    ("Lupo's handler is neither Bianca nor Carlo.", lambda s: not s.same("Lupo", "Bianca") and not s.same("Lupo", "Carlo")),
    ("The 85 g truffle was found by the dog Bianca handles.", lambda s: s.same("85 g", "Bianca")),
    ("Donata's dog found a bigger truffle than Anselm's.", lambda s: s.n(W, "Donata") > s.n(W, "Anselm")),
    ("Elio doesn't handle Rocco.", lambda s: not s.same("Elio", "Rocco")),
    ("Rocco's truffle was 15 grams lighter than Fifi's.", lambda s: s.n(W, "Rocco") == s.n(W, "Fifi") - 15),
    ("Anselm's dog found the smallest truffle.", lambda s: s.n(W, "Anselm") == 40),
    ("Elio's dog outdid Donata's.", lambda s: s.n(W, "Elio") > s.n(W, "Donata")),
]
NUM = "."
DOT = False
INTRO = ["Five truffle dogs went out with their handlers, and each dog found one truffle."]
OUTRO = []
REMARKS = INTRO + OUTRO
