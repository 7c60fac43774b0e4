P = "Prices"
CATEGORIES = [
    ("Stallholders", ["Mrs Akroyd", "Mr Bewley", "Mrs Cass", "Mr Doyle", "Miss Empson"]),
    ("Purchases", ["clock radio", "jigsaw", "teapot", "tennis racket", "vase"]),
    ("Prices", ["50p", "75p", "£1", "£1.50", "£2"], [50, 75, 100, 150, 200]),
]
INTRO = [
    "Last Sunday I went to the car-boot sale on the old airfield and came home with five "
    "bargains, each bought from a different stallholder for a different price.",
]
CLUES = [
    ("The tennis racket cost twice as much as the teapot.",
     lambda s: s.n(P, "tennis racket") == 2 * s.n(P, "teapot")),
    ("Miss Empson charged me 25p more than Mrs Cass did.",
     lambda s: s.n(P, "Miss Empson") == s.n(P, "Mrs Cass") + 25),
    ("Mr Doyle's price was 50p more than Mrs Akroyd's.",
     lambda s: s.n(P, "Mr Doyle") == s.n(P, "Mrs Akroyd") + 50),
    ("The jigsaw cost less than the vase.", lambda s: s.n(P, "jigsaw") < s.n(P, "vase")),
    ("Mr Bewley didn't sell me the teapot.", lambda s: not s.same("Mr Bewley", "teapot")),
    ("The clock radio cost 75p more than the vase.",
     lambda s: s.n(P, "clock radio") == s.n(P, "vase") + 75),
    ("Mr Bewley charged me more than anyone else.", lambda s: s.n(P, "Mr Bewley") == 200),
]
QUESTIONS = [
    ("What did I buy from Mr Doyle, and how much did I pay for it?",
     lambda s: (s.v("Purchases", "Mr Doyle"), s.v(P, "Mr Doyle"))),
]
REMARKS = INTRO
