# No category lines: a parade of five shops, six categories including the
# early-closing day (ordered Monday..Friday: "later in the week").
H = "Shops"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
D = "Days"
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Shops", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Trades", ["baker", "butcher", "chemist", "grocer", "tailor"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
    ("Fronts", ["black", "cream", "green", "maroon", "navy"]),
    ("Owners", ["Bell", "Cole", "Drew", "Frost", "Grey"]),
    ("Pets", ["cat", "goldfish", "parrot", "spaniel", "terrier"]),
]
SOLUTION = [
    ("1", "baker", "Tuesday", "maroon", "Drew", "terrier"),
    ("2", "butcher", "Monday", "cream", "Bell", "cat"),
    ("3", "grocer", "Friday", "green", "Frost", "parrot"),
    ("4", "chemist", "Thursday", "navy", "Cole", "goldfish"),
    ("5", "tailor", "Wednesday", "black", "Grey", "spaniel"),
]
CLUES = [
    ("Mr Drew closes early on Tuesday.", lambda s: s.same("Drew", "Tuesday")),
    ("The baker's and the shop that closes on Wednesday are at the two ends of the parade.", lambda s: {p(s, "baker"), p(s, "Wednesday")} == {1, 5}),
    ("The butcher closes on Monday afternoons.", lambda s: s.same("butcher", "Monday")),
    ("The chemist's is immediately to the right of Mr Frost's shop.", lambda s: p(s, "chemist") == p(s, "Frost") + 1),
    ("Mr Bell keeps a cat in the shop.", lambda s: s.same("Bell", "cat")),
    ("The green-fronted shop is the chemist's left-hand neighbour.", lambda s: p(s, "chemist") == p(s, "green") + 1),
    ("Mr Cole's early closing day is Thursday.", lambda s: s.same("Cole", "Thursday")),
    ("There is a spaniel in one of the end shops.", lambda s: p(s, "spaniel") in (1, 5)),
    ("The green front is somewhere to the right of the maroon one.", lambda s: p(s, "green") > p(s, "maroon")),
    ("The chemist's next-door neighbour on one side closes on Wednesday.", lambda s: nextto(s, "chemist", "Wednesday")),
    ("The tailor owns the spaniel.", lambda s: s.same("tailor", "spaniel")),
    ("There is a goldfish bowl in the window of the shop with the navy front.", lambda s: s.same("navy", "goldfish")),
    ("The butcher's shop front is cream.", lambda s: s.same("butcher", "cream")),
    ("Mr Cole closes later in the week than the shop with the terrier.", lambda s: s.n(D, "Cole") > s.n(D, "terrier")),
    ("Mr Grey is not the grocer.", lambda s: not s.same("Grey", "grocer")),
    ("The black shop does not close on Friday.", lambda s: not s.same("black", "Friday")),
]
QUESTIONS = [("Who keeps the parrot, and what is his trade?",
              lambda s: (s.v("Owners", "parrot"), s.v("Trades", "parrot")))]
INTRO = ["A parade of five shops faces the village green. Each shop has a different trade, a different owner, a front painted a different colour and a different weekday (Monday to Friday) on which it closes for the afternoon, and in each the owner keeps a different pet. Left and right are as you look at the parade from the green."]
REMARKS = INTRO
