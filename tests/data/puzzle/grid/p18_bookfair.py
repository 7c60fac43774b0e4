B = "Books"
A = "Ages"
CATEGORIES = [
    ("Children", ["Olga", "Pete", "Rosa", "Tariq"]),
    ("Genres", ["fantasy", "history", "mystery", "poetry"]),
    ("Books", ["2 books", "3 books", "4 books", "6 books"], [2, 3, 4, 6]),
    ("Ages", ["8", "9", "10", "11"], [8, 9, 10, 11]),
]
SOLUTION = [
    ["Olga", "poetry", "4 books", "11"],
    ["Pete", "fantasy", "6 books", "8"],
    ["Rosa", "history", "2 books", "10"],
    ["Tariq", "mystery", "3 books", "9"],
]
CLUES = [
    ("The youngest child bought the most books.", lambda s: s.same("8", "6 books")),
    ("Rosa bought half as many books as Olga.", lambda s: 2 * s.n(B, "Rosa") == s.n(B, "Olga")),
    ("The mystery fan is one year younger than Rosa.", lambda s: s.n(A, "mystery") == s.n(A, "Rosa") - 1),
    ("Olga is older than the child who likes history.", lambda s: s.n(A, "Olga") > s.n(A, "history")),
    ("Pete doesn't read poetry.", lambda s: not s.same("Pete", "poetry")),
    ("The child who bought 3 books is not the poetry reader.", lambda s: not s.same("3 books", "poetry")),
    ("Tariq bought one more book than Rosa.", lambda s: s.n(B, "Tariq") == s.n(B, "Rosa") + 1),
    ("Pete is younger than Tariq.", lambda s: s.n(A, "Pete") < s.n(A, "Tariq")),
    ("Olga is the oldest.", lambda s: s.n(A, "Olga") == 11),
    ("Pete's favourite isn't history.", lambda s: not s.same("Pete", "history")),
    ("The fantasy fan bought more books than the mystery fan.", lambda s: s.n(B, "fantasy") > s.n(B, "mystery")),
]
NUM = "."
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
