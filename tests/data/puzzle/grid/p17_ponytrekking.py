L = "Treks"
A = "Ages"
CATEGORIES = [
    ("Riders", ["Mrs Caird", "Mr Dunne", "Ms Egan", "Mr Frost", "Miss Gill"]),
    ("Ponies", ["Biscuit", "Conker", "Duchess", "Pepper", "Sorrel"]),
    ("Treks", ["4 miles", "7 miles", "9 miles", "12 miles", "16 miles"], [4, 7, 9, 12, 16]),
    ("Ages", ["23", "31", "38", "46", "59"], [23, 31, 38, 46, 59]),
]
SOLUTION = [
    ["Mrs Caird", "Pepper", "12 miles", "46"],
    ["Mr Dunne", "Duchess", "4 miles", "59"],
    ["Ms Egan", "Biscuit", "16 miles", "23"],
    ["Mr Frost", "Sorrel", "9 miles", "31"],
    ["Miss Gill", "Conker", "7 miles", "38"],
]
CLUES = [
    ("The youngest rider, who was on Biscuit, went on the longest trek.",
     lambda s: s.n(A, "Biscuit") == 23 and s.n(L, "Biscuit") == 16),
    ("Mr Dunne is the oldest of the five, but his trek was the shortest.",
     lambda s: s.n(A, "Mr Dunne") == 59 and s.n(L, "Mr Dunne") == 4),
    ("Miss Gill is 7 years older than Mr Frost, and her trek was 2 miles shorter than his.",
     lambda s: s.n(A, "Miss Gill") == s.n(A, "Mr Frost") + 7 and s.n(L, "Miss Gill") == s.n(L, "Mr Frost") - 2),
    ("The rider on Pepper is 8 years older than the rider on Conker.", lambda s: s.n(A, "Pepper") == s.n(A, "Conker") + 8),
    ("Mrs Caird's trek was 3 miles longer than Mr Frost's.", lambda s: s.n(L, "Mrs Caird") == s.n(L, "Mr Frost") + 3),
    ("Neither Mrs Caird nor Mr Dunne rode Sorrel.", lambda s: not s.same("Mrs Caird", "Sorrel") and not s.same("Mr Dunne", "Sorrel")),
]
NUM = ")"
DOT = False
INTRO = ["Five guests at Moorside Farm went pony trekking on Saturday, each on a different pony and each on a different route across the moor."]
OUTRO = []
REMARKS = INTRO + OUTRO
