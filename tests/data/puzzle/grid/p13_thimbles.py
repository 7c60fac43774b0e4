# Collectors' newsletter: fussy, clues numbered 1), years and pounds.
Y = "Years"
PR = "Prices"
def y(s, x):
    return s.n(Y, x)
def pr(s, x):
    return s.n(PR, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Sellers", ["Mrs. Penhaligon", "Mr. Quayle-Evans", "Miss Rudd", "Mr. Stowe", "Mrs. Tibbs"]),
    ("Materials", ["brass", "enamel", "pewter", "porcelain", "silver"]),
    ("Years", ["1862", "1878", "1895", "1903", "1921"], [1862, 1878, 1895, 1903, 1921]),
    ("Prices", ["£18", "£24", "£35", "£42", "£60"], [18, 24, 35, 42, 60]),
]
SOLUTION = [
    ("Mrs. Penhaligon", "silver", "1862", "£60"),
    ("Mr. Quayle-Evans", "pewter", "1903", "£18"),
    ("Miss Rudd", "porcelain", "1878", "£42"),
    ("Mr. Stowe", "brass", "1921", "£24"),
    ("Mrs. Tibbs", "enamel", "1895", "£35"),
]
INTRO = ["At the society's spring fair, five members each offered a single antique thimble for sale. The thimbles were of five different materials and dates, and each carried a different price ticket."]
CLUES = [
    ("The oldest thimble, which is silver, was also the dearest.",
     lambda s: y(s, "silver") == 1862 and pr(s, "silver") == 60),
    ("Miss Rudd's thimble was made 16 years after Mrs. Penhaligon's.", lambda s: y(s, "Miss Rudd") == y(s, "Mrs. Penhaligon") + 16),
    ("The pewter thimble cost £6 less than the brass one.", lambda s: pr(s, "pewter") + 6 == pr(s, "brass")),
    ("Mr. Stowe's thimble is the most recent of the five.", lambda s: y(s, "Mr. Stowe") == 1921),
    ("The enamel thimble, which was not Miss Rudd's, was priced at £35.",
     lambda s: not s.same("enamel", "Miss Rudd") and s.same("enamel", "£35")),
    ("Mr. Quayle-Evans did not sell the brass thimble.", lambda s: not s.same("Mr. Quayle-Evans", "brass")),
    ("The thimble made in 1895 cost less than the porcelain one.", lambda s: pr(s, "1895") < pr(s, "porcelain")),
    ("Mrs. Tibbs's thimble dates from 1895.", lambda s: s.same("Mrs. Tibbs", "1895")),
    ("Miss Rudd asked more for her thimble than Mr. Stowe did for his.", lambda s: pr(s, "Miss Rudd") > pr(s, "Mr. Stowe")),
    ("Mrs. Tibbs sold the enamel thimble.", lambda s: s.same("Mrs. Tibbs", "enamel")),
    ("Mr. Stowe's thimble is not made of pewter.", lambda s: not s.same("Mr. Stowe", "pewter")),
]
REMARKS = INTRO
