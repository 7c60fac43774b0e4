N = "Number baked"
P = "Prices"
T = "Sold out"
CATEGORIES = [
    ("Bakers", ["Alfie", "Bonnie", "Cleo", "Dexter"]),
    ("Flavours", ["banana", "blueberry", "chocolate", "lemon"]),
    ("Number baked", ["6", "9", "12", "15"], [6, 9, 12, 15]),
    ("Prices", ["40p", "50p", "60p", "70p"], [40, 50, 60, 70]),
    ("Sold out", ["10:30", "11:00", "11:30", "12:00"], [630, 660, 690, 720]),
]
SOLUTION = [
    ["Alfie", "lemon", "12", "50p", "11:30"],
    ["Bonnie", "chocolate", "15", "70p", "10:30"],
    ["Cleo", "banana", "6", "40p", "12:00"],
    ["Dexter", "blueberry", "9", "60p", "11:00"],
]
CLUES = [
    ("The chocolate muffins sold out first, even though they were the most expensive.",
     lambda s: s.n(T, "chocolate") == 630 and s.n(P, "chocolate") == 70),
    ("Bonnie baked more muffins than anyone else.", lambda s: s.n(N, "Bonnie") == 15),
    ("Cleo baked half as many muffins as Alfie.", lambda s: 2 * s.n(N, "Cleo") == s.n(N, "Alfie")),
    ("The lemon muffins cost 10p less than the blueberry ones.", lambda s: s.n(P, "lemon") == s.n(P, "blueberry") - 10),
    ("The last muffins to sell out were the cheapest.", lambda s: s.same("12:00", "40p")),
    ("Dexter's muffins sold out half an hour after Bonnie's.", lambda s: s.n(T, "Dexter") == s.n(T, "Bonnie") + 30),
    ("Alfie charged 10p more per muffin than Cleo.", lambda s: s.n(P, "Alfie") == s.n(P, "Cleo") + 10),
    ("Bonnie's muffins sold out before Alfie's.", lambda s: s.n(T, "Bonnie") < s.n(T, "Alfie")),
    ("The muffins that sold out at 11:30 weren't blueberry.", lambda s: not s.same("11:30", "blueberry")),
]
QUESTIONS = [
    ("Who made the blueberry muffins?", lambda s: s.v("Bakers", "blueberry")),
    ("When did Cleo's muffins sell out?", lambda s: s.v(T, "Cleo")),
]
NUM = "."
DOT = False
INTRO = ["Four children baked muffins for the Saturday bake sale. Each baked a different flavour and a different number of muffins, set a different price per muffin, and sold out at a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
