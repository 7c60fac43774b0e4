Y = "Years opened"
L = "Lengths"
CATEGORIES = [
    ("Lines", ["Blue Line", "Gold Line", "Green Line", "Orange Line"]),
    ("Years opened", ["1962", "1975", "1988", "2001"], [1962, 1975, 1988, 2001]),
    ("Lengths", ["6 miles", "9 miles", "12 miles", "15 miles"], [6, 9, 12, 15]),
    ("Terminals", ["Airport", "Harbor", "Stadium", "University"]),
]
SOLUTION = [
    ["Blue Line", "1988", "12 miles", "Airport"],
    ["Gold Line", "2001", "6 miles", "Stadium"],
    ["Green Line", "1962", "15 miles", "Harbor"],
    ["Orange Line", "1975", "9 miles", "University"],
]
CLUES = [
    ("The line that ends at the Stadium opened 13 years after the Blue Line.",
     lambda s: s.n(Y, "Stadium") == s.n(Y, "Blue Line") + 13),
    ("The oldest line is 6 miles longer than the Orange Line.",
     lambda s: s.n(L, "1962") == s.n(L, "Orange Line") + 6),
    ("The Gold Line is the shortest.",
     lambda s: s.n(L, "Gold Line") == 6),
    ("The 12-mile line doesn't end at the Harbor.",
     lambda s: not s.same("12 miles", "Harbor")),
    ("The Green Line opened sometime before the line to the University.",
     lambda s: s.n(Y, "Green Line") < s.n(Y, "University")),
    ("The line to the Airport is either the Blue Line or the 9-mile line.",
     lambda s: s.same("Airport", "Blue Line") != s.same("Airport", "9 miles")),
    ("Of the Green Line and the 1988 line, one runs to the Harbor and the other is 12 miles long.",
     lambda s: not s.same("Green Line", "1988") and (
         (s.same("Green Line", "Harbor") and s.same("1988", "12 miles"))
         or (s.same("1988", "Harbor") and s.same("Green Line", "12 miles")))),
    ("The line to the University is 3 miles shorter than the line to the Airport.",
     lambda s: s.n(L, "University") == s.n(L, "Airport") - 3),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
