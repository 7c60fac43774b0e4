Y = "Debuts"
CATEGORIES = [
    ("Singers", ["Mme Delaunay", "Signor Ferrante", "Mr Okonkwo-Hart", "Ms Rasmussen"]),
    ("Voices", ["soprano", "mezzo-soprano", "tenor", "baritone"]),
    ("Debuts", ["1998", "2003", "2007", "2012"], [1998, 2003, 2007, 2012]),
    ("Cities", ["Lyon", "Turin", "Lagos", "Bergen"]),
]
SOLUTION = [
    ["Mme Delaunay", "mezzo-soprano", "2003", "Lyon"],
    ["Signor Ferrante", "baritone", "1998", "Turin"],
    ["Mr Okonkwo-Hart", "tenor", "2012", "Lagos"],
    ["Ms Rasmussen", "soprano", "2007", "Bergen"],
]
CLUES = [
    ("The soprano made her debut exactly four years after the singer from Lyon.", lambda s: s.n(Y, "soprano") == s.n(Y, "Lyon") + 4),
    ("Signor Ferrante, the longest-serving of the four, is not the tenor.",
     lambda s: s.n(Y, "Signor Ferrante") == 1998 and not s.same("Signor Ferrante", "tenor")),
    ("Mr Okonkwo-Hart, who does not live in Bergen, made his debut most recently.",
     lambda s: not s.same("Mr Okonkwo-Hart", "Bergen") and s.n(Y, "Mr Okonkwo-Hart") == 2012),
    ("The baritone is not from Lagos, nor is he from Lyon.", lambda s: not s.same("baritone", "Lagos") and not s.same("baritone", "Lyon")),
    ("Ms Rasmussen made her debut before Mr Okonkwo-Hart but after Mme Delaunay.",
     lambda s: s.n(Y, "Mme Delaunay") < s.n(Y, "Ms Rasmussen") < s.n(Y, "Mr Okonkwo-Hart")),
    ("The singer from Turin is not the mezzo-soprano.", lambda s: not s.same("Turin", "mezzo-soprano")),
    ("Of Mme Delaunay and Ms Rasmussen, one is the soprano and the other is the mezzo-soprano.",
     lambda s: {s.v("Voices", "Mme Delaunay"), s.v("Voices", "Ms Rasmussen")} == {"soprano", "mezzo-soprano"}),
    ("The soprano lives in Bergen.", lambda s: s.same("soprano", "Bergen")),
]
QUESTIONS = [("Where does the tenor live?", lambda s: s.v("Cities", "tenor"))]
NUM = ")"
DOT = True
INTRO = ["The Friends of the Opera have engaged four principals for next season's gala. Members will wish to know that each sings a different voice type, each made a professional debut in a different year (a debut being the first paid role in a staged production), and each lives in a different city."]
OUTRO = []
REMARKS = INTRO + OUTRO
