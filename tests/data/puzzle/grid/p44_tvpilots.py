A = "Audiences"
CATEGORIES = [
    ("Writers", ["Amos", "Bettina", "Cyrus", "Delphine", "Ezekiel"]),
    ("Genres", ["comedy", "crime drama", "medical drama", "sci-fi", "western"]),
    ("Networks", ["KVX", "Metro One", "Northstar", "Prism", "Vantage"]),
    ("Audiences", ["2.1 million", "2.8 million", "3.5 million", "4.2 million", "4.9 million"], [21, 28, 35, 42, 49]),
]
SOLUTION = [
    ["Amos", "western", "Prism", "3.5 million"],
    ["Bettina", "sci-fi", "Northstar", "4.9 million"],
    ["Cyrus", "comedy", "Vantage", "2.1 million"],
    ["Delphine", "crime drama", "KVX", "4.2 million"],
    ["Ezekiel", "medical drama", "Metro One", "2.8 million"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
def neither(s, a, b, x):
    return not s.same(a, b) and not s.same(a, x) and not s.same(b, x)
def distinct(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The Prism pilot drew 1.4 million more viewers than Cyrus's pilot.", lambda s: s.n(A, "Prism") == s.n(A, "Cyrus") + 14),
    ("Bettina's pilot had the biggest audience.", lambda s: s.n(A, "Bettina") == 49),
    ("The medical drama aired on either Metro One or Vantage.", lambda s: s.same("medical drama", "Metro One") or s.same("medical drama", "Vantage")),
    ("Of Delphine and the writer of the western, one's pilot aired on KVX and the other's drew 3.5 million viewers.",
     lambda s: one_other(s, "Delphine", "western", "KVX", "3.5 million")),
    ("The comedy drew the smallest audience.", lambda s: s.n(A, "comedy") == 21),
    ("Ezekiel's pilot drew 0.7 million more viewers than the comedy.", lambda s: s.n(A, "Ezekiel") == s.n(A, "comedy") + 7),
    ("The Northstar pilot wasn't a comedy or a western.", lambda s: not s.same("Northstar", "comedy") and not s.same("Northstar", "western")),
    ("The crime drama drew more viewers than the western but fewer than the Northstar pilot.",
     lambda s: s.n(A, "western") < s.n(A, "crime drama") < s.n(A, "Northstar")),
    ("Amos's pilot drew 0.7 million more viewers than the Metro One pilot.", lambda s: s.n(A, "Amos") == s.n(A, "Metro One") + 7),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
