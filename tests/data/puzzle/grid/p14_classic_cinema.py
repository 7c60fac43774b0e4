# Category lines with full stops: six cinema seats, only two categories
# besides the seats, clues numbered "1)"; film genres told the way people
# tell them ("the horror fan", "likes westerns", "loves action films").
H = "Seats"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Seats", ["1", "2", "3", "4", "5", "6"], [1, 2, 3, 4, 5, 6]),
    ("Friends", ["Gita", "Hamid", "Ines", "Jonas", "Kofi", "Lotte"]),
    ("Snacks", ["chocolate", "crisps", "hot dog", "ice cream", "nachos", "popcorn"]),
    ("Films", ["action", "comedy", "drama", "horror", "musical", "western"]),
]
SOLUTION = [
    ("1", "Lotte", "crisps", "drama"),
    ("2", "Hamid", "nachos", "action"),
    ("3", "Gita", "popcorn", "horror"),
    ("4", "Kofi", "ice cream", "comedy"),
    ("5", "Ines", "chocolate", "western"),
    ("6", "Jonas", "hot dog", "musical"),
]
INTRO = ["Six friends sit side by side in the front row at the cinema, in seats 1 to 6 from left to right. Each is eating a different snack, and each has a different favourite kind of film."]
CLUES = [
    ("Lotte sits in seat 1.", lambda s: h(s, "Lotte") == 1),
    ("The horror fan is eating popcorn.", lambda s: s.same("horror", "popcorn")),
    ("Gita is a horror fan.", lambda s: s.same("Gita", "horror")),
    ("Hamid sits directly to the right of Lotte.", lambda s: h(s, "Hamid") == h(s, "Lotte") + 1),
    ("Jonas sits at the right-hand end of the row.", lambda s: h(s, "Jonas") == 6),
    ("The friend who likes westerns is eating chocolate.", lambda s: s.same("western", "chocolate")),
    ("Kofi sits between Gita and Ines.", lambda s: min(h(s, "Gita"), h(s, "Ines")) < h(s, "Kofi") < max(h(s, "Gita"), h(s, "Ines"))),
    ("Whoever has the nachos loves action films.", lambda s: s.same("nachos", "action")),
    ("The ice cream is in seat 4.", lambda s: h(s, "ice cream") == 4),
    ("Crisps are eaten in seat 1.", lambda s: h(s, "crisps") == 1),
    ("Ines does not like comedies.", lambda s: not s.same("Ines", "comedy")),
    ("The comedy fan sits next to the horror fan.", lambda s: nextto(s, "comedy", "horror")),
    ("The hot dog is eaten by the musical fan.", lambda s: s.same("hot dog", "musical")),
    ("Gita sits somewhere to the left of Ines.", lambda s: h(s, "Gita") < h(s, "Ines")),
    ("Lotte is not eating the hot dog.", lambda s: not s.same("Lotte", "hot dog")),
    ("Hamid is eating nachos.", lambda s: s.same("Hamid", "nachos")),
    ("Jonas is not eating chocolate.", lambda s: not s.same("Jonas", "chocolate")),
    ("The drama fan sits at one end of the row.", lambda s: h(s, "drama") in (1, 6)),
]
QUESTIONS = [("Who is eating crisps?", lambda s: s.v("Friends", "crisps")),
             ("What kind of film does Kofi like?", lambda s: s.v("Films", "Kofi"))]
REMARKS = INTRO
