# Children's magazine: six children, places 1st ... 6th.
P = "Places"
def p(s, x):
    return s.n(P, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Children", ["Alfie", "Bea", "Caleb", "Daisy", "Ezra", "Freya"]),
    ("Photos", ["bee", "cloud", "frog", "puddle", "rainbow", "snail"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th", "6th"], [1, 2, 3, 4, 5, 6]),
]
SOLUTION = [("Alfie", "frog", "3rd"), ("Bea", "rainbow", "1st"), ("Caleb", "snail", "5th"),
            ("Daisy", "cloud", "2nd"), ("Ezra", "puddle", "6th"), ("Freya", "bee", "4th")]
INTRO = ["Six children entered the photo competition in our last issue. Here are the results!"]
CLUES = [
    ("The rainbow photo won.", lambda s: p(s, "rainbow") == 1),
    ("Ezra came last.", lambda s: p(s, "Ezra") == 6),
    ("Alfie came just behind Daisy.", lambda s: p(s, "Alfie") == p(s, "Daisy") + 1),
    ("The bee photo came just ahead of Caleb's photo.", lambda s: p(s, "bee") == p(s, "Caleb") - 1),
    ("Daisy did not take the rainbow photo.", lambda s: not s.same("Daisy", "rainbow")),
    ("The frog did better than the snail.", lambda s: p(s, "frog") < p(s, "snail")),
    ("Freya's photo was not the puddle.", lambda s: not s.same("Freya", "puddle")),
    ("Bea won first prize.", lambda s: p(s, "Bea") == 1),
    ("Freya came behind Alfie but ahead of Caleb.", lambda s: p(s, "Alfie") < p(s, "Freya") < p(s, "Caleb")),
    ("The cloud photo was taken by Daisy.", lambda s: s.same("cloud", "Daisy")),
    ("The puddle photo came last.", lambda s: p(s, "puddle") == 6),
]
QUESTIONS = [("Who took the photo of the snail?", lambda s: s.v("Children", "snail"))]
REMARKS = INTRO
