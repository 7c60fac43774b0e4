# Children's magazine.
W = "Weights"
def w(s, x):
    return s.n(W, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Hedgehogs", ["Bramble", "Conker", "Pip", "Thistle"]),
    ("Finders", ["Amy", "Josh", "Kit", "Rosa"]),
    ("Weights", ["380 g", "420 g", "460 g", "500 g"], [380, 420, 460, 500]),
]
SOLUTION = [("Bramble", "Josh", "460 g"), ("Conker", "Rosa", "500 g"), ("Pip", "Amy", "380 g"), ("Thistle", "Kit", "420 g")]
INTRO = ["Four children each found a hedgehog and took it to the rescue centre. The vet weighed them all."]
CLUES = [
    ("Pip is the smallest hedgehog.", lambda s: w(s, "Pip") == 380),
    ("Conker weighs 40 g more than Bramble.", lambda s: w(s, "Conker") == w(s, "Bramble") + 40),
    ("Kit found a hedgehog that weighs 420 g.", lambda s: s.same("Kit", "420 g")),
    ("Amy did not find Bramble or Conker.", lambda s: not s.same("Amy", "Bramble") and not s.same("Amy", "Conker")),
    ("Rosa's hedgehog is heavier than Josh's.", lambda s: w(s, "Rosa") > w(s, "Josh")),
    ("Thistle weighs less than Bramble.", lambda s: w(s, "Thistle") < w(s, "Bramble")),
]
QUESTIONS = [("Which hedgehog did Rosa find?", lambda s: s.v("Hedgehogs", "Rosa"))]
REMARKS = INTRO
