P = "Pages"
Y = "Years"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Readers", ["Aubrey", "Elliot", "Fatima", "Gideon", "Sunny"]),
    ("Books", ["Cloud Harbor", "Little Lantern", "Salt and Stars", "The Iron Key", "Wild Orchard"]),
    ("Pages", ["168 pages", "212 pages", "240 pages", "305 pages", "412 pages"], [168, 212, 240, 305, 412]),
    ("Years", ["1998", "2004", "2010", "2013", "2019"], [1998, 2004, 2010, 2013, 2019]),
]
SOLUTION = [
    ["Aubrey", "The Iron Key", "305 pages", "2010"],
    ["Elliot", "Wild Orchard", "168 pages", "2019"],
    ["Fatima", "Cloud Harbor", "412 pages", "2004"],
    ["Gideon", "Salt and Stars", "240 pages", "1998"],
    ["Sunny", "Little Lantern", "212 pages", "2013"],
]
CLUES = [
    ("The book with 412 pages was published 6 years before Aubrey's book.", lambda s: s.n(Y, "412 pages") == s.n(Y, "Aubrey") - 6),
    ("The shortest book is also the newest.", lambda s: s.same("168 pages", "2019")),
    ("Of Gideon's book and Little Lantern, one has 212 pages and the other came out in 1998.",
     lambda s: not s.same("Gideon", "Little Lantern") and (
         (s.same("Gideon", "212 pages") and s.same("Little Lantern", "1998")) or
         (s.same("Little Lantern", "212 pages") and s.same("Gideon", "1998")))),
    ("Cloud Harbor is longer than The Iron Key.", lambda s: s.n(P, "Cloud Harbor") > s.n(P, "The Iron Key")),
    ("Sunny's book was published 3 years after Aubrey's.", lambda s: s.n(Y, "Sunny") == s.n(Y, "Aubrey") + 3),
    ("Salt and Stars has 28 more pages than Sunny's book.", lambda s: s.n(P, "Salt and Stars") == s.n(P, "Sunny") + 28),
    ("Neither Elliot nor Fatima picked The Iron Key.",
     lambda s: not s.same("Elliot", "The Iron Key") and not s.same("Fatima", "The Iron Key")),
    ("The 2019 book isn't Salt and Stars.", lambda s: not s.same("2019", "Salt and Stars")),
    ("The five readers are Fatima, the one who picked Wild Orchard, the reader of the 240-page book, Sunny and the one whose book came out in 2010.",
     lambda s: diff(s, "Fatima", "Wild Orchard", "240 pages", "Sunny", "2010")),
]
NUM = None
DOT = False
INTRO = ["Five kids in the library's summer reading club each picked one book."]
OUTRO = []
REMARKS = INTRO + OUTRO
