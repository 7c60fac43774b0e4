# British: a church choir's carol concert; order of solos and years in the choir.
O = "Order"
Y = "Years"
CATEGORIES = [
    ("Singers", ["Mrs Abbott", "Mr Carver", "Ms Doyle", "Mr Fenwick", "Miss Grant"]),
    ("Carols", ["Away in a Manger", "Good King Wenceslas", "Joy to the World", "O Holy Night", "Silent Night"]),
    ("Order", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
    ("Years", ["3 years", "6 years", "9 years", "12 years", "15 years"], [3, 6, 9, 12, 15]),
]
SOLUTION = [
    ["Mrs Abbott", "Good King Wenceslas", "third", "12 years"],
    ["Mr Carver", "Joy to the World", "fifth", "3 years"],
    ["Ms Doyle", "Away in a Manger", "first", "9 years"],
    ["Mr Fenwick", "O Holy Night", "second", "15 years"],
    ["Miss Grant", "Silent Night", "fourth", "6 years"],
]
CLUES = [
    ("Away in a Manger opened the concert.", lambda s: s.n(O, "Away in a Manger") == 1),
    ("The soloist who has sung with the choir the longest went second.", lambda s: s.n(Y, "second") == 15),
    ("Mr Carver, the choir's newest member, sang the last solo of the evening.",
     lambda s: s.n(Y, "Mr Carver") == 3 and s.n(O, "Mr Carver") == 5),
    ("Miss Grant has been in the choir three years less than Ms Doyle, and she sang some time after Ms Doyle.",
     lambda s: s.n(Y, "Miss Grant") == s.n(Y, "Ms Doyle") - 3 and s.n(O, "Miss Grant") > s.n(O, "Ms Doyle")),
    ("Silent Night came straight after Good King Wenceslas.",
     lambda s: s.n(O, "Silent Night") == s.n(O, "Good King Wenceslas") + 1),
    ("Neither of the men sang Good King Wenceslas.",
     lambda s: not s.same("Mr Carver", "Good King Wenceslas") and not s.same("Mr Fenwick", "Good King Wenceslas")),
    ("Mrs Abbott sang immediately after Mr Fenwick.", lambda s: s.n(O, "Mrs Abbott") == s.n(O, "Mr Fenwick") + 1),
    ("The soloist in O Holy Night has been a member for six years longer than Ms Doyle.",
     lambda s: s.n(Y, "O Holy Night") == s.n(Y, "Ms Doyle") + 6),
    ("Mr Fenwick has been in the choir longer than Mrs Abbott, who didn't sing Joy to the World.",
     lambda s: s.n(Y, "Mr Fenwick") > s.n(Y, "Mrs Abbott") and not s.same("Mrs Abbott", "Joy to the World")),
]
QUESTIONS = [("Who sang Silent Night?", lambda s: s.v("Singers", "Silent Night"))]
NUM = "."
DOT = False
INTRO = ["At the choir's Christmas concert five members each sang one solo verse, in turn. No two have been in the choir for the same number of years."]
OUTRO = []
REMARKS = INTRO + OUTRO
