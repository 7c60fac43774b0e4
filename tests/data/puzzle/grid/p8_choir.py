P = "Seats"
Y = "Service"
def p(s, x):
    return s.n(P, x)
def y(s, x):
    return s.n(Y, x)
NUM = "1."
INTRO = ["For the carol concert the five soloists of the St Cuthbert's Choral Society sat in the front row. Seats are numbered 1 to 5 from left to right as the audience sees them, and no two soloists sing the same part or have been members for the same length of time."]
REMARKS = INTRO
CATEGORIES = [
    ("Soloists", ["Mrs. Albright", "Mr. Bassey", "Miss Castellanos", "Mr. Du Plessis", "Mrs. Eng"]),
    ("Seats", ["seat 1", "seat 2", "seat 3", "seat 4", "seat 5"], [1, 2, 3, 4, 5]),
    ("Parts", ["first soprano", "second soprano", "alto", "tenor", "bass"]),
    ("Service", ["2 years", "4 years", "6 years", "9 years", "15 years"], [2, 4, 6, 9, 15]),
]
SOLUTION = [("Mrs. Albright", "seat 2", "first soprano", "15 years"), ("Mr. Bassey", "seat 5", "bass", "6 years"), ("Miss Castellanos", "seat 1", "alto", "4 years"), ("Mr. Du Plessis", "seat 4", "tenor", "2 years"), ("Mrs. Eng", "seat 3", "second soprano", "9 years")]
CLUES = [
    ("The bass sits at the right-hand end of the row.", lambda s: p(s, "bass") == 5),
    ("The longest-serving member sits immediately to the left of Mrs. Eng.", lambda s: p(s, "15 years") == p(s, "Mrs. Eng") - 1),
    ("Miss Castellanos, the alto, has been in the choir for 4 years.", lambda s: s.same("Miss Castellanos", "alto") and s.same("Miss Castellanos", "4 years")),
    ("The tenor has been a member for the shortest time.", lambda s: y(s, "tenor") == 2),
    ("Mr. Du Plessis sits next to Mr. Bassey.", lambda s: abs(p(s, "Mr. Du Plessis") - p(s, "Mr. Bassey")) == 1),
    ("The second soprano has been a member 3 years longer than Mr. Bassey.", lambda s: y(s, "second soprano") == y(s, "Mr. Bassey") + 3),
    ("Mrs. Albright is not the second soprano.", lambda s: not s.same("Mrs. Albright", "second soprano")),
    ("Miss Castellanos is not in seat 3.", lambda s: p(s, "Miss Castellanos") != 3),
    ("Mrs. Eng has been a member longer than Mr. Du Plessis.", lambda s: y(s, "Mrs. Eng") > y(s, "Mr. Du Plessis")),
]
