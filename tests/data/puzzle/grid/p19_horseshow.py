A = "Age"
R = "Placings"
CATEGORIES = [
    ("Riders", ["Mrs Lacey", "Mr Marsh", "Ms Nolan", "Mr Oakes"]),
    ("Horses", ["Biscuit", "Duchess", "Pepper", "Tinker"]),
    ("Placings", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
    ("Age", ["6", "8", "10", "12"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["Mrs Lacey", "Pepper", "2nd", "10"],
    ["Mr Marsh", "Tinker", "4th", "6"],
    ["Ms Nolan", "Biscuit", "1st", "12"],
    ["Mr Oakes", "Duchess", "3rd", "8"],
]
CLUES = [
    ("The winning horse was the oldest.", lambda s: s.n(A, "1st") == 12),
    ("Tinker finished somewhere behind Pepper, but not directly behind.", lambda s: s.n(R, "Tinker") >= s.n(R, "Pepper") + 2),
    ("One of the men rode Duchess, who is two years older than Tinker.",
     lambda s: (s.same("Mr Marsh", "Duchess") or s.same("Mr Oakes", "Duchess")) and s.n(A, "Duchess") == s.n(A, "Tinker") + 2),
    ("Mrs Lacey's horse is 10 years old.", lambda s: s.same("Mrs Lacey", "10")),
    ("Mr Marsh didn't finish third.", lambda s: not s.same("Mr Marsh", "3rd")),
    ("Ms Nolan finished ahead of Mrs Lacey.", lambda s: s.n(R, "Ms Nolan") < s.n(R, "Mrs Lacey")),
    ("Ms Nolan rode Biscuit.", lambda s: s.same("Ms Nolan", "Biscuit")),
    ("Mr Oakes finished directly behind Mrs Lacey.", lambda s: s.n(R, "Mr Oakes") == s.n(R, "Mrs Lacey") + 1),
]
NUM = "."
DOT = False
INTRO = ["Four riders jumped clear in the first round of the novice showjumping at the county show, each on a horse of a different age."]
OUTRO = ["The ages are in years."]
REMARKS = INTRO + OUTRO
