P = "Spaces"
def near(s, a, b):
    return abs(s.n(P, a) - s.n(P, b)) == 1
CATEGORIES = [
    ("Spaces", ["1", "2", "3", "4", "5"]),
    ("Drivers", ["Priya", "Quentin", "Rhiannon", "Sanjay", "Tomasz"]),
    ("Cars", ["Audi", "Fiat", "Honda", "Kia", "Volvo"]),
    ("Colours", ["black", "blue", "red", "silver", "white"]),
    ("Departments", ["Accounts", "HR", "IT", "Legal", "Sales"]),
]
SOLUTION = [
    ["1", "Priya", "Kia", "silver", "Legal"],
    ["2", "Tomasz", "Volvo", "black", "Sales"],
    ["3", "Rhiannon", "Fiat", "red", "IT"],
    ["4", "Sanjay", "Audi", "white", "Accounts"],
    ["5", "Quentin", "Honda", "blue", "HR"],
]
CLUES = [
    ("(1) There are five spaces in a row, numbered 1 to 5 from left to right.", lambda s: True),
    ("(2) Rhiannon parks in the middle space.", lambda s: s.n(P, "Rhiannon") == 3),
    ("(3) The Kia is silver.", lambda s: s.same("Kia", "silver")),
    ("(4) The person from IT drives a red car.", lambda s: s.same("IT", "red")),
    ("(5) Sanjay works in Accounts.", lambda s: s.same("Sanjay", "Accounts")),
    ("(6) The white car is parked immediately to the right of the red car.", lambda s: s.n(P, "white") == s.n(P, "red") + 1),
    ("(7) Quentin parks at the right-hand end.", lambda s: s.n(P, "Quentin") == 5),
    ("(8) The Honda belongs to the person from HR.", lambda s: s.same("Honda", "HR")),
    ("(9) The black car is next to the silver car.", lambda s: near(s, "black", "silver")),
    ("(10) Priya works in Legal.", lambda s: s.same("Priya", "Legal")),
    ("(11) The Audi is parked next to the Fiat.", lambda s: near(s, "Audi", "Fiat")),
    ("(12) Tomasz parks next to Priya.", lambda s: near(s, "Tomasz", "Priya")),
    ("(13) Tomasz works in Sales.", lambda s: s.same("Tomasz", "Sales")),
    ("(14) The Audi is white.", lambda s: s.same("Audi", "white")),
    ("(15) The Fiat is parked next to the black car.", lambda s: near(s, "Fiat", "black")),
    ("(16) The person from Legal parks in space 1.", lambda s: s.n(P, "Legal") == 1),
]
QUESTIONS = [("Who drives the Volvo?", lambda s: s.v("Drivers", "Volvo")),
             ("Which department does the owner of the blue car work in?", lambda s: s.v("Departments", "blue"))]
NUM = None
DOT = False
INTRO = ["Five colleagues have reserved spaces in the staff car park. Each drives a different make of car, each car is a different colour, and each driver works in a different department."]
OUTRO = []
REMARKS = INTRO + OUTRO
