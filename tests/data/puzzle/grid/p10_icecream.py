# Children's magazine; positions in a queue.
Q = "Places"
def q(s, x):
    return s.n(Q, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Children", ["Alfie", "Bella", "Chen", "Daisy", "Eli"]),
    ("Flavours", ["chocolate", "lemon", "mint", "strawberry", "vanilla"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"]),
]
SOLUTION = [("Alfie", "mint", "2nd"), ("Bella", "chocolate", "4th"), ("Chen", "lemon", "5th"), ("Daisy", "strawberry", "1st"), ("Eli", "vanilla", "3rd")]
INTRO = ["Five children lined up at the ice-cream van. The 1st child is at the front of the queue."]
CLUES = [
    ("Daisy was at the front of the queue.", lambda s: q(s, "Daisy") == 1),
    ("Chen was at the back.", lambda s: q(s, "Chen") == 5),
    ("The child who wanted mint stood right behind Daisy.", lambda s: q(s, "mint") == q(s, "Daisy") + 1),
    ("Bella stood right in front of Chen.", lambda s: q(s, "Bella") == q(s, "Chen") - 1),
    ("Eli wanted vanilla.", lambda s: s.same("Eli", "vanilla")),
    ("Alfie stood in front of Eli.", lambda s: q(s, "Alfie") < q(s, "Eli")),
    ("The lemon ice cream was for the last child.", lambda s: q(s, "lemon") == 5),
    ("Daisy didn't want chocolate.", lambda s: not s.same("Daisy", "chocolate")),
]
QUESTIONS = [("Who wanted chocolate?", lambda s: s.v("Children", "chocolate"))]
REMARKS = INTRO
