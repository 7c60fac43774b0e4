Y = "Years"
CATEGORIES = [
    ("Pubs", ["the Bell", "the Fox and Hounds", "the King's Head", "the Ship", "the Wheatsheaf"]),
    ("Licensees", ["Barry", "Gail", "Keith", "Maureen", "Trevor"]),
    ("Years", ["1998", "2003", "2008", "2013", "2018"], [1998, 2003, 2008, 2013, 2018]),
    ("Dogs", ["Bramble", "Duke", "Monty", "Poppy", "Sid"]),
]
SOLUTION = [
    ["the Bell", "Gail", "2008", "Poppy"],
    ["the Fox and Hounds", "Trevor", "1998", "Duke"],
    ["the King's Head", "Barry", "2018", "Sid"],
    ["the Ship", "Maureen", "2003", "Monty"],
    ["the Wheatsheaf", "Keith", "2013", "Bramble"],
]
CLUES = [
    ("Duke belongs to the licensee who has been in charge the longest.", lambda s: s.n(Y, "Duke") == 1998),
    ("Gail took over her pub ten years after Trevor took over his.", lambda s: s.n(Y, "Gail") == s.n(Y, "Trevor") + 10),
    ("Maureen has been behind her bar five years longer than Gail has been behind hers.",
     lambda s: s.n(Y, "Maureen") == s.n(Y, "Gail") - 5),
    ("Of Barry and Monty's owner, one runs the Ship and the other took over in 2018.",
     lambda s: not s.same("Barry", "Monty") and ((s.same("Barry", "the Ship") and s.same("Monty", "2018")) or (s.same("Monty", "the Ship") and s.same("Barry", "2018")))),
    ("Keith, whose dog isn't Poppy, doesn't run the Fox and Hounds.",
     lambda s: not s.same("Keith", "Poppy") and not s.same("Keith", "the Fox and Hounds")),
    ("Sid is the King's Head dog.", lambda s: s.same("Sid", "the King's Head")),
    ("The Wheatsheaf changed hands more recently than the Bell.", lambda s: s.n(Y, "the Wheatsheaf") > s.n(Y, "the Bell")),
    ("The King's Head has the newest licensee in the village.", lambda s: s.n(Y, "the King's Head") == 2018),
    ("Maureen runs neither the Fox and Hounds nor the Bell.",
     lambda s: not s.same("Maureen", "the Fox and Hounds") and not s.same("Maureen", "the Bell")),
    ("Gail is the landlady of the Bell.", lambda s: s.same("Gail", "the Bell")),
]
QUESTIONS = [("Who keeps the Wheatsheaf, and what is the pub dog called?",
              lambda s: (s.v("Licensees", "the Wheatsheaf"), s.v("Dogs", "the Wheatsheaf")))]
NUM = "."
INTRO = ["The five pubs of Little Marlow Green have each had the same licensee for some years, the five having taken over at five-year intervals.",
         "Every one of the pubs has a resident dog, which belongs to the licensee."]
OUTRO = []
REMARKS = INTRO + OUTRO
