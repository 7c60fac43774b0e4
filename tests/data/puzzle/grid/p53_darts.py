O = "Throwing order"
B = "Best scores"
CATEGORIES = [
    ("Players", ["Stan", "Trevor", "Vince", "Wayne"]),
    ("Throwing order", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
    ("Best scores", ["100", "121", "140", "180"], [100, 121, 140, 180]),
]
NUMBERING = None
INTRO = [
    "The Red Lion's darts team had a practice session on Wednesday night. The four players "
    "took turns at the oche in the same order all evening, and each noted his best single "
    "score of three darts.",
]
CLUES = [
    ("The man who hit 180 threw immediately after Stan.",
     lambda s: s.n(O, "180") == s.n(O, "Stan") + 1),
    ("Vince threw first, but his best score was 19 lower than Stan's.",
     lambda s: s.n(O, "Vince") == 1 and s.n(B, "Vince") == s.n(B, "Stan") - 19),
    ("Wayne's best was lower than Vince's.", lambda s: s.n(B, "Wayne") < s.n(B, "Vince")),
    ("Wayne threw after Trevor.", lambda s: s.n(O, "Wayne") > s.n(O, "Trevor")),
]
OUTRO = ["In what order did they throw, and what was each man's best score?"]
REMARKS = INTRO + OUTRO
