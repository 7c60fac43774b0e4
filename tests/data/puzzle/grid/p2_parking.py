P = "Stalls"
def pos(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5", "6"]),
    ("Drivers", ["Anders", "Bea", "Cal", "Dev", "Elin", "Fay"]),
    ("Cars", ["black", "blue", "green", "red", "silver", "white"]),
]
CLUES = [
    ("The red car is immediately to the left of the black car.", lambda s: pos(s, "red") == pos(s, "black") - 1),
    ("Anders parked somewhere to the right of Fay.", lambda s: pos(s, "Anders") > pos(s, "Fay")),
    ("The silver car is in stall 1.", lambda s: pos(s, "silver") == 1),
    ("Elin's car is next to Cal's.", lambda s: abs(pos(s, "Elin") - pos(s, "Cal")) == 1),
    ("There are two stalls between Dev's car and the blue car.", lambda s: abs(pos(s, "Dev") - pos(s, "blue")) == 3),
    ("The white car is somewhere between the black car and the blue car.",
     lambda s: min(pos(s, "black"), pos(s, "blue")) < pos(s, "white") < max(pos(s, "black"), pos(s, "blue"))),
    ("Cal drives the green car.", lambda s: s.same("Cal", "green")),
    ("The green car is at one end of the row.", lambda s: pos(s, "green") in (1, 6)),
    ("Bea parked somewhere to the left of Fay.", lambda s: pos(s, "Bea") < pos(s, "Fay")),
]
REMARKS = ["Stall 1 is at the left end of the row."]
