O = "Order"
F = "Fees"
CATEGORIES = [
    ("Performers", ["Billy Bright", "Dolly Drew", "Eric Marsh", "Vera Vance"]),
    ("Acts", ["comedian", "juggler", "singer", "ventriloquist"]),
    ("Order", ["first", "second", "third", "fourth"]),
    ("Fees", ["£40", "£50", "£60", "£70"], [40, 50, 60, 70]),
    ("Home towns", ["Blackpool", "Margate", "Rhyl", "Skegness"]),
]
SOLUTION = [
    ["Billy Bright", "ventriloquist", "second", "£50", "Rhyl"],
    ["Dolly Drew", "singer", "fourth", "£70", "Margate"],
    ["Eric Marsh", "comedian", "first", "£40", "Skegness"],
    ["Vera Vance", "juggler", "third", "£60", "Blackpool"],
]
MEN = ("Billy Bright", "Eric Marsh")
CLUES = [
    ("The show closed with the best-paid act.", lambda s: s.same("fourth", "£70")),
    ("The comedian, who opened the show, was paid £10 less than the man from Rhyl.",
     lambda s: s.n(O, "comedian") == 1 and s.v("Performers", "Rhyl") in MEN and s.n(F, "comedian") == s.n(F, "Rhyl") - 10),
    ("Vera Vance went on immediately after the ventriloquist.", lambda s: s.n(O, "Vera Vance") == s.n(O, "ventriloquist") + 1),
    ("The act from Blackpool earned £20 more than Eric Marsh.", lambda s: s.n(F, "Blackpool") == s.n(F, "Eric Marsh") + 20),
    ("Dolly Drew isn't the juggler, and she doesn't come from Skegness.",
     lambda s: not s.same("Dolly Drew", "juggler") and not s.same("Dolly Drew", "Skegness")),
    ("The singer is a Margate girl.", lambda s: s.same("singer", "Margate")),
    ("Billy Bright isn't the comedian.", lambda s: not s.same("Billy Bright", "comedian")),
    ("Dolly Drew was paid more than Vera Vance.", lambda s: s.n(F, "Dolly Drew") > s.n(F, "Vera Vance")),
    ("Neither woman opened the show.", lambda s: s.n(O, "Dolly Drew") != 1 and s.n(O, "Vera Vance") != 1),
]
QUESTIONS = [("Who is the juggler, and where is he or she from?", lambda s: (s.v("Performers", "juggler"), s.v("Home towns", "juggler")))]
NUM = "."
INTRO = ["The summer show at the end of Cromer pier in 1962 had four acts: two men, Billy Bright and Eric Marsh, and two women, Dolly Drew and Vera Vance.",
         "Each came from a different seaside town, went on in a different place in the running order, and was paid a different fee a night."]
OUTRO = []
REMARKS = INTRO + OUTRO
