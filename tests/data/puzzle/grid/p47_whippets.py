T = "Times"
CATEGORIES = [
    ("Whippets", ["Flash", "Nell", "Rocket", "Skip", "Tess"]),
    ("Owners", ["Mr Hirst", "Mr Oddie", "Mrs Pickles", "Mr Sugden", "Mrs Thwaite"]),
    ("Times", ["7.1 seconds", "7.3 seconds", "7.5 seconds", "7.7 seconds", "7.9 seconds"], [71, 73, 75, 77, 79]),
]
SOLUTION = [
    ["Flash", "Mrs Pickles", "7.5 seconds"],
    ["Nell", "Mr Sugden", "7.1 seconds"],
    ["Rocket", "Mr Hirst", "7.9 seconds"],
    ["Skip", "Mrs Thwaite", "7.3 seconds"],
    ["Tess", "Mr Oddie", "7.7 seconds"],
]
CLUES = [
    ("Nell, who doesn't belong to Mr Hirst, clocked the fastest time.", lambda s: not s.same("Nell", "Mr Hirst") and s.n(T, "Nell") == 71),
    ("Mrs Pickles's dog was two tenths of a second quicker than Tess.", lambda s: s.n(T, "Mrs Pickles") == s.n(T, "Tess") - 2),
    ("Rocket was slower than every other dog.", lambda s: s.n(T, "Rocket") == 79),
    ("Mr Oddie's whippet isn't Skip.", lambda s: not s.same("Mr Oddie", "Skip")),
    ("Skip beat Flash.", lambda s: s.n(T, "Skip") < s.n(T, "Flash")),
    ("Of Mr Sugden and Mrs Thwaite, one owns Nell and the other's dog ran 7.3 seconds.",
     lambda s: not s.same("Mr Sugden", "Mrs Thwaite") and ((s.same("Mr Sugden", "Nell") and s.same("Mrs Thwaite", "7.3 seconds")) or (s.same("Mrs Thwaite", "Nell") and s.same("Mr Sugden", "7.3 seconds")))),
    ("Mrs Thwaite's dog didn't win, and Mr Hirst's isn't Tess.",
     lambda s: s.n(T, "Mrs Thwaite") != 71 and not s.same("Mr Hirst", "Tess")),
]
QUESTIONS = [("Whose dog is Rocket?", lambda s: s.v("Owners", "Rocket"))]
NUM = "."
INTRO = ["Five whippets ran in the first heat at the Ossett whippet club on Sunday morning, over the usual straight course.",
         "Each belongs to a different member, and the stewards' stopwatches gave each dog a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
