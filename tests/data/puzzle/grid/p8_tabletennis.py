R = "Places"
def r(s, x):
    return s.n(R, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Players", ["Anouk", "Bogdan", "Cyrus", "Dara", "Elif"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Towns", ["Ely", "Hove", "Leek", "Rye", "Wells"]),
]
SOLUTION = [("Anouk", "3rd", "Rye"), ("Bogdan", "1st", "Leek"), ("Cyrus", "5th", "Ely"), ("Dara", "2nd", "Wells"), ("Elif", "4th", "Hove")]
CLUES = [
    ("The player from Leek finished 1st.", lambda s: r(s, "Leek") == 1),
    ("Anouk finished one place behind Dara.", lambda s: r(s, "Anouk") == r(s, "Dara") + 1),
    ("Cyrus finished last.", lambda s: r(s, "Cyrus") == 5),
    ("Elif finished ahead of Cyrus but behind the player from Rye.", lambda s: r(s, "Rye") < r(s, "Elif") < r(s, "Cyrus")),
    ("The player from Hove is not Dara.", lambda s: not s.same("Hove", "Dara")),
    ("Neither Anouk nor Bogdan is from Wells.", lambda s: not s.same("Anouk", "Wells") and not s.same("Bogdan", "Wells")),
    ("The five players were Anouk, the player from Ely, the one who finished 2nd, Elif and the player from Leek.", lambda s: len({s.e("Anouk"), s.e("Ely"), s.e("2nd"), s.e("Elif"), s.e("Leek")}) == 5),
    ("The player who finished 2nd comes from Wells.", lambda s: r(s, "Wells") == 2),
]
