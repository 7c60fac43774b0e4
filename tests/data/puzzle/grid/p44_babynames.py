D = "Birth dates"
W = "Weights"
CATEGORIES = [
    ("Families", ["Okafor", "Pruitt", "Quon", "Rasmussen"]),
    ("Babies", ["Ezra", "Leo", "Maeve", "Nora"]),
    ("Birth dates", ["May 3", "May 10", "May 17", "May 24"], [3, 10, 17, 24]),
    ("Weights", ["6.5 pounds", "7 pounds", "7.5 pounds", "8 pounds"], [65, 70, 75, 80]),
]
SOLUTION = [
    ["Okafor", "Nora", "May 17", "7 pounds"],
    ["Pruitt", "Ezra", "May 3", "8 pounds"],
    ["Quon", "Maeve", "May 24", "6.5 pounds"],
    ["Rasmussen", "Leo", "May 10", "7.5 pounds"],
]
CLUES = [
    ("The Pruitt baby was born one week before Leo.", lambda s: s.n(D, "Pruitt") == s.n(D, "Leo") - 7),
    ("The baby born on May 3 was the heaviest.", lambda s: s.n(W, "May 3") == 80),
    ("Maeve weighed 1 pound less than Leo.", lambda s: s.n(W, "Maeve") == s.n(W, "Leo") - 10),
    ("Nora wasn't born on May 3 or May 24.", lambda s: not s.same("Nora", "May 3") and not s.same("Nora", "May 24")),
    ("The Quon baby was born sometime after the Okafor baby.", lambda s: s.n(D, "Quon") > s.n(D, "Okafor")),
    ("The Okafors' baby weighed half a pound less than the Rasmussens' baby.", lambda s: s.n(W, "Okafor") == s.n(W, "Rasmussen") - 5),
    ("Nora was born after Leo.", lambda s: s.n(D, "Nora") > s.n(D, "Leo")),
]
NUM = None
DOT = False
INTRO = ["Four families at the same hospital welcomed a baby in May."]
OUTRO = []
REMARKS = INTRO + OUTRO
