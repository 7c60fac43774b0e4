F, L, C, Y = "First names", "Last names", "Countries", "Years"
CATEGORIES = [
    (F, ["Arthur", "Bernice", "Clyde", "Doris"]),
    (L, ["Keller", "Lowe", "Moss", "Nash"]),
    (C, ["Brazil", "Canada", "Japan", "Norway"]),
    (Y, ["1948", "1951", "1954", "1957"], [1948, 1951, 1954, 1957]),
]
SOLUTION = [
    ["Arthur", "Nash", "Japan", "1951"],
    ["Bernice", "Keller", "Norway", "1957"],
    ["Clyde", "Moss", "Brazil", "1948"],
    ["Doris", "Lowe", "Canada", "1954"],
]
CLUES = [
    ("Mr. Moss joined the club three years before the member who collects stamps from Japan.",
     lambda s: s.n(Y, "Moss") == s.n(Y, "Japan") - 3),
    ("Bernice, who isn't Mrs. Lowe, joined most recently.",
     lambda s: not s.same("Bernice", "Lowe") and s.n(Y, "Bernice") == 1957),
    ("The Canada collector is Mrs. Lowe.", lambda s: s.same("Canada", "Lowe")),
    ("Arthur joined before Doris did, and he isn't Mr. Keller.",
     lambda s: s.n(Y, "Arthur") < s.n(Y, "Doris") and not s.same("Arthur", "Keller")),
    ("Neither the member who joined in 1948 nor Nash collects stamps from Norway.",
     lambda s: not s.same("1948", "Norway") and not s.same("Nash", "Norway") and not s.same("1948", "Nash")),
    ("Clyde has belonged to the club longer than any of the others.", lambda s: s.n(Y, "Clyde") == 1948),
    ("Doris joined three years after Arthur, and the member surnamed Keller collects stamps from Norway.",
     lambda s: s.n(Y, "Doris") == s.n(Y, "Arthur") + 3 and s.same("Keller", "Norway")),
    ("Doris doesn't collect stamps from Japan.", lambda s: not s.same("Doris", "Japan")),
]
QUESTIONS = [("Which member collects stamps from Brazil?", lambda s: s.v(F, "Brazil"))]
NUM = "."
DOT = False
INTRO = ["The Riverside Stamp Club has four charter-era members, each of whom joined in a different year and specializes in the stamps of a different country.",
         "Work out each member's full name, country, and year of joining."]
OUTRO = []
REMARKS = INTRO + OUTRO
