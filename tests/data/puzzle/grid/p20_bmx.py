A = "Ages"
CATEGORIES = [
    ("Riders", ["Archie", "Bea", "Caleb", "Dani", "Elliot"]),
    ("Bikes", ["black", "chrome", "lime", "orange", "red"]),
    ("Ages", ["11", "12", "13", "14", "15"], [11, 12, 13, 14, 15]),
    ("Tricks", ["barspin", "bunny hop", "manual", "tailwhip", "360"]),
]
SOLUTION = [
    ["Archie", "lime", "13", "tailwhip"],
    ["Bea", "black", "15", "360"],
    ["Caleb", "red", "11", "bunny hop"],
    ["Dani", "orange", "14", "manual"],
    ["Elliot", "chrome", "12", "barspin"],
]
CLUES = [
    ("The oldest rider landed the 360.", lambda s: s.n(A, "360") == 15),
    ("Caleb is the youngest, and he isn't on the orange bike.", lambda s: s.n(A, "Caleb") == 11 and not s.same("Caleb", "orange")),
    ("Dani is a year older than Archie.", lambda s: s.n(A, "Dani") == s.n(A, "Archie") + 1),
    ("The rider on the chrome bike is one year older than Caleb.", lambda s: s.n(A, "chrome") == s.n(A, "Caleb") + 1),
    ("The lime bike's rider did the tailwhip.", lambda s: s.same("lime", "tailwhip")),
    ("Bea rides neither the red bike nor the lime one.", lambda s: not s.same("Bea", "red") and not s.same("Bea", "lime")),
    ("Bea is the oldest, and Elliot is younger than Archie.", lambda s: s.n(A, "Bea") == 15 and s.n(A, "Elliot") < s.n(A, "Archie")),
    ("The bunny hop was done on the red bike, and Dani's bike isn't black.", lambda s: s.same("bunny hop", "red") and not s.same("Dani", "black")),
    ("The manual was done by someone older than Archie.", lambda s: s.n(A, "manual") > s.n(A, "Archie")),
    ("The barspin wasn't done on the black bike, and Archie didn't do a bunny hop.",
     lambda s: not s.same("barspin", "black") and not s.same("Archie", "bunny hop")),
]
QUESTIONS = [("Who rides the orange bike?", lambda s: s.v("Riders", "orange")),
             ("Which trick did Elliot land?", lambda s: s.v("Tricks", "Elliot"))]
NUM = None
DOT = False
INTRO = ["Five kids showed off at the BMX track. Each rides a different colour bike, each is a different age, and each landed a different trick."]
OUTRO = []
REMARKS = INTRO + OUTRO
