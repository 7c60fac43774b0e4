PL = "Places"
PR = "Prices"
def place(s, x):
    return s.n(PL, x)
def price(s, x):
    return s.n(PR, x)
CATEGORIES = [
    ("Entrants", ["Mrs Abbott", "Mr Bewley", "Miss Crane", "Mrs Dunmore-Hall"]),
    ("Jams", ["damson", "gooseberry", "quince", "rhubarb"]),
    ("Places", ["1st", "2nd", "3rd", "4th"]),
    ("Prices", ["£2.20", "£2.45", "£2.70", "£2.95"], [220, 245, 270, 295]),
]
CLUES = [
    ("The winning jam was priced 25p above the quince.", lambda s: price(s, "1st") == price(s, "quince") + 25),
    ("Mr Bewley's damson came last.", lambda s: s.same("Mr Bewley", "damson") and place(s, "damson") == 4),
    ("Mrs Dunmore-Hall finished one place behind the quince.", lambda s: place(s, "Mrs Dunmore-Hall") == place(s, "quince") + 1),
    ("The gooseberry was not the cheapest.", lambda s: price(s, "gooseberry") != 220),
    ("Miss Crane did not make the gooseberry.", lambda s: not s.same("Miss Crane", "gooseberry")),
    ("The jar placed 3rd cost 50p less than the rhubarb.", lambda s: price(s, "3rd") == price(s, "rhubarb") - 50),
    ("Mr Bewley's jar was the cheapest.", lambda s: price(s, "Mr Bewley") == 220),
    ("Miss Crane's jam beat Mrs Abbott's.", lambda s: place(s, "Miss Crane") < place(s, "Mrs Abbott")),
]
REMARKS = ["Four jams at the Little Wyvern show, judged in the morning and sold at the produce stall by teatime."]
