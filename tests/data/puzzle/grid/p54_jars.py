# Category lines, things first: five jars of jam on a shelf; the year each was
# made is a numeric category ("more recent", "later than").
P = "Position"
def p(s, x):
    return s.n(P, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def year(s, x):
    return s.n("Year", x)
NUM = "1."
CATEGORIES = [
    ("Jam", ["apricot", "blackcurrant", "damson", "gooseberry", "raspberry"]),
    ("Position", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Lid", ["gingham", "gold", "green", "red", "white"]),
    ("Year", ["2019", "2020", "2021", "2022", "2023"], [2019, 2020, 2021, 2022, 2023]),
    ("Maker", ["Aunt Edna", "Cousin Jo", "Grandma", "Mrs Pugh", "Uncle Bob"]),
]
SOLUTION = [
    ("damson", "1", "gingham", "2021", "Aunt Edna"),
    ("apricot", "2", "gold", "2019", "Grandma"),
    ("gooseberry", "3", "white", "2023", "Mrs Pugh"),
    ("raspberry", "4", "red", "2020", "Uncle Bob"),
    ("blackcurrant", "5", "green", "2022", "Cousin Jo"),
]
CLUES = [
    ("Aunt Edna made the damson.", lambda s: s.same("damson", "Aunt Edna")),
    ("The jar on the far left was made in 2021.", lambda s: p(s, "2021") == 1),
    ("The apricot jam has a gold lid.", lambda s: s.same("apricot", "gold")),
    ("The white lid is immediately to the right of Grandma's jar.", lambda s: p(s, "white") == p(s, "Grandma") + 1),
    ("The raspberry was made in 2020.", lambda s: s.same("raspberry", "2020")),
    ("The gold lid is next to the jar from 2021.", lambda s: nextto(s, "gold", "2021")),
    ("Grandma's jam dates from 2019.", lambda s: s.same("2019", "Grandma")),
    ("Mrs Pugh's jar is flanked by the apricot and the raspberry.", lambda s: nextto(s, "Mrs Pugh", "apricot") and nextto(s, "Mrs Pugh", "raspberry") and not s.same("apricot", "raspberry")),
    ("Aunt Edna's jar has the gingham lid.", lambda s: s.same("gingham", "Aunt Edna")),
    ("The jar with the gingham lid was made in 2021.", lambda s: s.same("gingham", "2021")),
    ("Mrs Pugh's jam is more recent than the blackcurrant.", lambda s: year(s, "Mrs Pugh") > year(s, "blackcurrant")),
    ("The gooseberry is next to the red lid.", lambda s: nextto(s, "gooseberry", "red")),
    ("Aunt Edna made hers later than Uncle Bob did.", lambda s: year(s, "Aunt Edna") > year(s, "Uncle Bob")),
]
QUESTIONS = [("Who made the blackcurrant jam, and in which year?",
              lambda s: (s.v("Maker", "blackcurrant"), s.v("Year", "blackcurrant")))]
INTRO = ["Five jars of home-made jam stand in a row on the larder shelf, in positions numbered 1 to 5 from left to right. Each has a different kind of lid, was made in a different year and was made by a different relation or neighbour."]
REMARKS = INTRO
