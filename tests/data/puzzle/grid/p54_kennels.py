# Category lines: five boarding kennels numbered from the office; dogs' ages
# (7 to 11) are a numeric category ("older than", "the 8-year-old").
K = "Kennel"
def p(s, x):
    return s.n(K, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def age(s, x):
    return s.n("Age", x)
NUM = "1)"
CATEGORIES = [
    ("Kennel", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Dog", ["Biscuit", "Nutmeg", "Pepper", "Rolo", "Scout"]),
    ("Breed", ["boxer", "greyhound", "husky", "labrador", "terrier"]),
    ("Owner", ["Mr Lund", "Mr Yates", "Mrs Hart", "Mrs Kerr", "Ms Obi"]),
    ("Age", ["7", "8", "9", "10", "11"], [7, 8, 9, 10, 11]),
]
SOLUTION = [
    ("1", "Biscuit", "boxer", "Mrs Hart", "9"),
    ("2", "Rolo", "greyhound", "Mr Yates", "7"),
    ("3", "Pepper", "labrador", "Ms Obi", "11"),
    ("4", "Scout", "terrier", "Mr Lund", "8"),
    ("5", "Nutmeg", "husky", "Mrs Kerr", "10"),
]
CLUES = [
    ("Nutmeg is 10.", lambda s: s.same("Nutmeg", "10")),
    ("Pepper belongs to Ms Obi.", lambda s: s.same("Pepper", "Ms Obi")),
    ("Mrs Kerr's dog is next to the 8-year-old.", lambda s: nextto(s, "Mrs Kerr", "8")),
    ("Rolo's kennel is next to that of Mrs Hart's dog.", lambda s: nextto(s, "Rolo", "Mrs Hart")),
    ("Scout is further from the office than the boxer.", lambda s: p(s, "Scout") > p(s, "boxer")),
    ("The husky is older than the boxer.", lambda s: age(s, "husky") > age(s, "boxer")),
    ("Rolo belongs to Mr Yates.", lambda s: s.same("Rolo", "Mr Yates")),
    ("Rolo is next to the 11-year-old.", lambda s: nextto(s, "Rolo", "11")),
    ("There is one kennel between the labrador and the 9-year-old.", lambda s: abs(p(s, "labrador") - p(s, "9")) == 2),
    ("Pepper is flanked by the 7-year-old and the terrier.", lambda s: nextto(s, "Pepper", "7") and nextto(s, "Pepper", "terrier") and not s.same("7", "terrier")),
    ("The labrador is in the kennel immediately beyond the greyhound's, further from the office.", lambda s: p(s, "labrador") == p(s, "greyhound") + 1),
    ("Mrs Hart's dog is 9.", lambda s: s.same("Mrs Hart", "9")),
    ("Scout is either the terrier or the husky.", lambda s: s.same("Scout", "terrier") != s.same("Scout", "husky")),
]
INTRO = ["Five dogs are staying at the boarding kennels this week, one to a kennel. The kennels stand in a row, numbered 1 to 5 starting with the one nearest the office. Each dog is of a different breed and age, and belongs to a different owner."]
OUTRO = ['Which dog is in which kennel, and what are its breed, owner and age?']
REMARKS = INTRO + OUTRO
