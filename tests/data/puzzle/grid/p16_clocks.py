P = "Repair costs"
Y = "Years made"
CATEGORIES = [
    ("Customers", ["Mrs Abernathy", "Mr Baptiste", "Miss Cho", "Mr Delacourt", "Mrs Evans-Pugh"]),
    ("Clocks", ["cuckoo clock", "carriage clock", "grandfather clock", "mantel clock", "wall clock"]),
    ("Repair costs", ["$45.50", "$62.75", "$80.00", "$97.25", "$114.50"], [4550, 6275, 8000, 9725, 11450]),
    ("Years made", ["1882", "1897", "1905", "1921", "1936"], [1882, 1897, 1905, 1921, 1936]),
]
SOLUTION = [
    ["Mrs Abernathy", "mantel clock", "$80.00", "1921"],
    ["Mr Baptiste", "grandfather clock", "$114.50", "1882"],
    ["Miss Cho", "cuckoo clock", "$45.50", "1936"],
    ["Mr Delacourt", "wall clock", "$97.25", "1897"],
    ["Mrs Evans-Pugh", "carriage clock", "$62.75", "1905"],
]
CLUES = [
    ("The grandfather clock, the oldest clock in the shop, cost the most to repair.",
     lambda s: s.n(Y, "grandfather clock") == 1882 and s.n(P, "grandfather clock") == 11450),
    ("Miss Cho paid $34.50 less than Mrs Abernathy.", lambda s: s.n(P, "Miss Cho") == s.n(P, "Mrs Abernathy") - 3450),
    ("The carriage clock was made 8 years after Mr Delacourt's clock.", lambda s: s.n(Y, "carriage clock") == s.n(Y, "Mr Delacourt") + 8),
    ("The cheapest repair was on the newest clock.", lambda s: s.same("$45.50", "1936")),
    ("Mr Baptiste did not bring in the wall clock.", lambda s: not s.same("Mr Baptiste", "wall clock")),
    ("The mantel clock was made in 1921.", lambda s: s.same("mantel clock", "1921")),
    ("Mrs Evans-Pugh's repair cost less than the wall clock's but more than Miss Cho's.",
     lambda s: s.n(P, "wall clock") > s.n(P, "Mrs Evans-Pugh") > s.n(P, "Miss Cho")),
    ("The cuckoo clock didn't belong to Mrs Abernathy.", lambda s: not s.same("cuckoo clock", "Mrs Abernathy")),
    ("Mrs Abernathy's clock is newer than Mrs Evans-Pugh's.", lambda s: s.n(Y, "Mrs Abernathy") > s.n(Y, "Mrs Evans-Pugh")),
]
QUESTIONS = [
    ("How much did Mr Delacourt pay?", lambda s: s.v(P, "Mr Delacourt")),
    ("Who owns the carriage clock?", lambda s: s.v("Customers", "carriage clock")),
]
NUM = "."
DOT = False
INTRO = ["Last month Mr Harrow's repair shop returned five old clocks to their owners. Each clock was a different type, made in a different year, and each repair cost a different amount. From the clues, work out who owned which clock, when it was made and what its repair cost."]
OUTRO = []
REMARKS = INTRO + OUTRO
