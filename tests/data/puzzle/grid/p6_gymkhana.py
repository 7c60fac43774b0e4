PL = "Places"
A = "Ages"
def pl(s, x):
    return s.n(PL, x)
def age(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Riders", ["Amelia", "Bryony", "Ciara", "Daisy"]),
    ("Ponies", ["Conker", "Misty", "Rolo", "Toffee"]),
    ("Places", ["1st", "2nd", "3rd", "4th"]),
    ("Ages", ["6 years", "9 years", "12 years", "15 years"], [6, 9, 12, 15]),
]
CLUES = [
    ("The winning pony is three years older than Toffee.", lambda s: age(s, "1st") == age(s, "Toffee") + 3),
    ("Misty, the oldest pony in the ring, was placed one behind Rolo.",
     lambda s: age(s, "Misty") == 15 and pl(s, "Misty") == pl(s, "Rolo") + 1),
    ("Bryony finished last.", lambda s: pl(s, "Bryony") == 4),
    ("Amelia's pony is older than Ciara's.", lambda s: age(s, "Amelia") > age(s, "Ciara")),
    ("Daisy did not ride Rolo.", lambda s: not s.same("Daisy", "Rolo")),
    ("Conker was not ridden by Amelia.", lambda s: not s.same("Conker", "Amelia")),
    ("Daisy finished one place behind Amelia.", lambda s: pl(s, "Daisy") == pl(s, "Amelia") + 1),
    ("Conker beat Rolo.", lambda s: pl(s, "Conker") < pl(s, "Rolo")),
]
REMARKS = ["Pony Club gymkhana, under-12 jumping. One pony each."]
QUESTIONS = [("Who rode Toffee?", lambda s: s.v("Riders", "Toffee"))]
