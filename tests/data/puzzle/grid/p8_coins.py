Y = "Years"
P = "Prices"
def y(s, x):
    return s.n(Y, x)
def p(s, x):
    return s.n(P, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Collectors", ["Hal", "Iris", "Jun", "Kemi"]),
    ("Years", ["1853", "1871", "1899", "1912"], [1853, 1871, 1899, 1912]),
    ("Metals", ["bronze", "copper", "gold", "silver"]),
    ("Prices", ["$45", "$80", "$120", "$310"], [45, 80, 120, 310]),
]
SOLUTION = [("Hal", "1899", "silver", "$80"), ("Iris", "1853", "gold", "$310"), ("Jun", "1912", "bronze", "$45"), ("Kemi", "1871", "copper", "$120")]
CLUES = [
    ("The gold coin is the oldest.", lambda s: y(s, "gold") == 1853),
    ("The gold coin is also the most expensive.", lambda s: p(s, "gold") == 310),
    ("Jun's coin is 13 years newer than Hal's.", lambda s: y(s, "Jun") == y(s, "Hal") + 13),
    ("The copper coin cost $40 more than the silver one.", lambda s: p(s, "copper") == p(s, "silver") + 40),
    ("Kemi's coin is older than Hal's.", lambda s: y(s, "Kemi") < y(s, "Hal")),
    ("The bronze coin was bought by neither Hal nor Kemi.", lambda s: not s.same("bronze", "Hal") and not s.same("bronze", "Kemi")),
    ("The $80 coin was minted in 1899.", lambda s: s.same("$80", "1899")),
    ("Iris paid more than Kemi.", lambda s: p(s, "Iris") > p(s, "Kemi")),
    ("Jun's coin isn't copper.", lambda s: not s.same("Jun", "copper")),
]
QUESTIONS = [("Which coin did Iris buy?", lambda s: s.v("Metals", "Iris"))]
