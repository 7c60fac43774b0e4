P = "Placings"
CATEGORIES = [
    ("Entrants", ["Mrs Abbott", "Mrs Bellamy", "Miss Crouch", "Mrs Dymond"]),
    ("Jams", ["apricot", "blackcurrant", "damson", "greengage"]),
    ("Placings", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
INTRO = [
    "The jam-making class at the Little Wexley summer show drew only four entries this year, "
    "and the judge, the vicar's wife, had no trouble putting them in order. From the clues "
    "below, can you name the jam each lady entered and say where it was placed?",
]
CLUES = [
    ("The damson jam was placed one position higher than Mrs Dymond's entry.",
     lambda s: s.n(P, "damson") == s.n(P, "Mrs Dymond") - 1),
    ("Mrs Bellamy, who has entered the show every year since 1971, did not make the "
     "blackcurrant, and her jar was not among the top two.",
     lambda s: not s.same("Mrs Bellamy", "blackcurrant") and s.n(P, "Mrs Bellamy") > 2),
    ("Miss Crouch's greengage jam beat the apricot.",
     lambda s: s.same("Miss Crouch", "greengage") and s.n(P, "greengage") < s.n(P, "apricot")),
    ("Mrs Abbott came neither first nor last.",
     lambda s: s.n(P, "Mrs Abbott") not in (1, 4)),
    ("Mrs Dymond's jam finished ahead of the apricot.",
     lambda s: s.n(P, "Mrs Dymond") < s.n(P, "apricot")),
]
OUTRO = []
QUESTIONS = [
    ("Who won the class, and with which jam?",
     lambda s: (s.v("Entrants", "1st"), s.v("Jams", "1st"))),
]
REMARKS = INTRO + OUTRO
