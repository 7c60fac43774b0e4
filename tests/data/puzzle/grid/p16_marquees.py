L = "Lengths"
D = "Dates"
CATEGORIES = [
    ("Customers", ["Hallam", "Ingrid", "Jaspreet", "Kwame", "Lorcan"]),
    ("Events", ["wedding", "christening", "fete", "ruby anniversary", "graduation"]),
    ("Lengths", ["9 metres", "12 metres", "15 metres", "18 metres", "21 metres"], [9, 12, 15, 18, 21]),
    ("Dates", ["June 6", "June 13", "June 20", "June 27", "July 4"], [6, 13, 20, 27, 34]),
]
SOLUTION = [
    ["Hallam", "fete", "18 metres", "June 13"],
    ["Ingrid", "wedding", "21 metres", "July 4"],
    ["Jaspreet", "graduation", "9 metres", "June 20"],
    ["Kwame", "christening", "12 metres", "June 6"],
    ["Lorcan", "ruby anniversary", "15 metres", "June 27"],
]
CLUES = [
    ("The wedding marquee is the longest.", lambda s: s.n(L, "wedding") == 21),
    ("The wedding is a week after Lorcan's event.", lambda s: s.n(D, "wedding") == s.n(D, "Lorcan") + 7),
    ("The christening marquee is 6 metres shorter than the fete marquee.", lambda s: s.n(L, "christening") == s.n(L, "fete") - 6),
    ("Kwame's event is the earliest.", lambda s: s.n(D, "Kwame") == 6),
    ("Jaspreet's marquee is 3 metres shorter than Kwame's.", lambda s: s.n(L, "Jaspreet") == s.n(L, "Kwame") - 3),
    ("The fete is on June 13.", lambda s: s.same("fete", "June 13")),
    ("Hallam isn't having the christening.", lambda s: not s.same("Hallam", "christening")),
    ("The graduation is the week after the fete.", lambda s: s.n(D, "graduation") == s.n(D, "fete") + 7),
    ("Neither Ingrid nor Lorcan is having the graduation.", lambda s: not s.same("Ingrid", "graduation") and not s.same("Lorcan", "graduation")),
    ("The wedding marquee was booked by Ingrid.", lambda s: s.same("wedding", "Ingrid")),
    ("Lorcan's marquee is longer than Kwame's.", lambda s: s.n(L, "Lorcan") > s.n(L, "Kwame")),
]
QUESTIONS = [("Which event is on June 27?", lambda s: s.v("Events", "June 27"))]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
