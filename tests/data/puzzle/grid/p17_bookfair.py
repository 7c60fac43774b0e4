N = "Stalls"
P = "Sales"
CATEGORIES = [
    ("Dealers", ["Mrs Faulkner", "Mr Gupta", "Miss Hart", "Mr Imrie", "Mrs Jessop"]),
    ("Specialities", ["children's books", "cookery", "maps", "poetry", "railways"]),
    ("Stalls", ["3", "8", "11", "17", "22"], [3, 8, 11, 17, 22]),
    ("Sales", ["$12", "$25", "$40", "$65", "$110"], [12, 25, 40, 65, 110]),
]
SOLUTION = [
    ["Mrs Faulkner", "poetry", "11", "$40"],
    ["Mr Gupta", "maps", "22", "$110"],
    ["Miss Hart", "children's books", "3", "$25"],
    ["Mr Imrie", "railways", "8", "$12"],
    ["Mrs Jessop", "cookery", "17", "$65"],
]
CLUES = [
    ("The map dealer, who made the biggest single sale of the day, had the highest-numbered stall.",
     lambda s: s.n(P, "maps") == 110 and s.n(N, "maps") == 22),
    ("Miss Hart had stall 3, and her best sale was $13 more than Mr Imrie's.",
     lambda s: s.same("Miss Hart", "3") and s.n(P, "Miss Hart") == s.n(P, "Mr Imrie") + 13),
    ("The cookery stall was six numbers higher than the poetry stall, whose best sale was $40.",
     lambda s: s.n(N, "cookery") == s.n(N, "poetry") + 6 and s.same("poetry", "$40")),
    ("Mrs Jessop sold a book for $65, but she doesn't deal in poetry.",
     lambda s: s.same("Mrs Jessop", "$65") and not s.same("Mrs Jessop", "poetry")),
    ("The railway books were sold from stall 8.", lambda s: s.same("railways", "8")),
    ("Neither Mrs Faulkner nor Mrs Jessop sells maps.", lambda s: not s.same("Mrs Faulkner", "maps") and not s.same("Mrs Jessop", "maps")),
    ("Mr Imrie, who doesn't sell cookery books, had a lower-numbered stall than Mrs Faulkner.",
     lambda s: not s.same("Mr Imrie", "cookery") and s.n(N, "Mr Imrie") < s.n(N, "Mrs Faulkner")),
]
NUM = "."
DOT = True
INTRO = ["Five second-hand booksellers took stalls at the Minster book fair. Each specialises in a different kind of book, and each noted the price of the best book sold that day."]
OUTRO = []
REMARKS = INTRO + OUTRO
