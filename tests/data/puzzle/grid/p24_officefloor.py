# American: an office floor; offices 4A-4D in a row, start years.
O = "Offices"
Y = "Years"
CATEGORIES = [
    ("Employees", ["Ms. Alvarez", "Mr. Brooks", "Mrs. Chen", "Mr. Dolan"]),
    ("Offices", ["4A", "4B", "4C", "4D"], [1, 2, 3, 4]),
    ("Departments", ["Accounting", "Legal", "Marketing", "Payroll"]),
    ("Years", ["2011", "2014", "2017", "2020"], [2011, 2014, 2017, 2020]),
]
SOLUTION = [
    ["Ms. Alvarez", "4C", "Legal", "2014"],
    ["Mr. Brooks", "4A", "Payroll", "2020"],
    ["Mrs. Chen", "4D", "Marketing", "2011"],
    ["Mr. Dolan", "4B", "Accounting", "2017"],
]
CLUES = [
    ("Mrs. Chen has been with the company the longest.", lambda s: s.n(Y, "Mrs. Chen") == 2011),
    ("The newest hire works in Payroll.", lambda s: s.n(Y, "Payroll") == 2020),
    ("Mr. Dolan joined three years after Ms. Alvarez.", lambda s: s.n(Y, "Mr. Dolan") == s.n(Y, "Ms. Alvarez") + 3),
    ("The Legal office is directly between the Accounting office and the Marketing office.",
     lambda s: abs(s.n(O, "Legal") - s.n(O, "Accounting")) == 1 and abs(s.n(O, "Legal") - s.n(O, "Marketing")) == 1),
    ("Mr. Brooks is in 4A, and Mrs. Chen is at the other end of the hall.",
     lambda s: s.n(O, "Mr. Brooks") == 1 and s.n(O, "Mrs. Chen") == 4),
    ("Ms. Alvarez doesn't work next door to Mr. Brooks.", lambda s: abs(s.n(O, "Ms. Alvarez") - s.n(O, "Mr. Brooks")) != 1),
    ("Neither man works in Marketing.",
     lambda s: not s.same("Mr. Brooks", "Marketing") and not s.same("Mr. Dolan", "Marketing")),
    ("The Accounting office is next to Mr. Brooks's.", lambda s: abs(s.n(O, "Accounting") - s.n(O, "Mr. Brooks")) == 1),
]
NUM = None
DOT = False
INTRO = ["Four people work in the four offices on the fourth floor, 4A, 4B, 4C and 4D, which run in that order down one side of the hall. Each works in a different department and started with the company in a different year."]
OUTRO = []
REMARKS = INTRO + OUTRO
