H = "Heights"
def h(s, x):
    return s.n(H, x)
NUM = ""
CATEGORIES = [
    ("Makers", ["Aoife", "Bartek", "Chiara", "Dov", "Emeka"]),
    ("Colours", ["amber", "crimson", "jade", "saffron", "violet"]),
    ("Heights", ["30 cm", "45 cm", "60 cm", "75 cm", "90 cm"], [30, 45, 60, 75, 90]),
]
SOLUTION = [("Aoife", "jade", "60 cm"), ("Bartek", "crimson", "30 cm"), ("Chiara", "violet", "90 cm"), ("Dov", "saffron", "45 cm"), ("Emeka", "amber", "75 cm")]
INTRO = ["Five friends each made a paper lantern for the riverside lantern festival."]
REMARKS = INTRO
CLUES = [
    ("The lantern made by Chiara is the tallest.", lambda s: h(s, "Chiara") == 90),
    ("The crimson lantern is 30 cm shorter than Aoife's.", lambda s: h(s, "crimson") == h(s, "Aoife") - 30),
    ("Of Dov and Emeka, one made the saffron lantern and the other made the 75 cm lantern.", lambda s: (s.same("Dov", "saffron") and s.same("Emeka", "75 cm")) or (s.same("Emeka", "saffron") and s.same("Dov", "75 cm"))),
    ("The jade lantern is taller than the saffron lantern.", lambda s: h(s, "jade") > h(s, "saffron")),
    ("Bartek's lantern isn't amber.", lambda s: not s.same("Bartek", "amber")),
    ("The amber lantern is 15 cm taller than the jade one.", lambda s: h(s, "amber") == h(s, "jade") + 15),
    ("Dov's lantern is shorter than Emeka's.", lambda s: h(s, "Dov") < h(s, "Emeka")),
    ("The violet lantern is the tallest of the five.", lambda s: h(s, "violet") == 90),
    ("Either Dov made the violet lantern or Bartek made the 30 cm lantern.", lambda s: s.same("Dov", "violet") != s.same("Bartek", "30 cm")),
]
QUESTIONS = [("How tall is Emeka's lantern?", lambda s: s.v(H, "Emeka"))]
