A = "Ages"
CATEGORIES = [
    ("Kids", ["Ella", "Finn", "Gia", "Noah"]),
    ("Fruit", ["apple", "banana", "grapes", "pear"]),
    ("Ages", ["5", "6", "7", "8"], [5, 6, 7, 8]),
]
SOLUTION = [
    ["Ella", "grapes", "7"],
    ["Finn", "apple", "5"],
    ["Gia", "pear", "8"],
    ["Noah", "banana", "6"],
]
CLUES = [
    ("Gia is the oldest.", lambda s: s.n(A, "Gia") == 8),
    ("Finn is 1 year younger than Noah.", lambda s: s.n(A, "Finn") == s.n(A, "Noah") - 1),
    ("The kid with the grapes is 1 year older than Noah.", lambda s: s.n(A, "grapes") == s.n(A, "Noah") + 1),
    ("Finn does not have the pear or the banana.", lambda s: not s.same("Finn", "pear") and not s.same("Finn", "banana")),
    ("Gia does not have a banana.", lambda s: not s.same("Gia", "banana")),
    ("Ella is older than Noah.", lambda s: s.n(A, "Ella") > s.n(A, "Noah")),
]
NUM = None
DOT = False
INTRO = ["Four kids open their lunchboxes. Each kid has a different fruit."]
OUTRO = []
REMARKS = INTRO + OUTRO
