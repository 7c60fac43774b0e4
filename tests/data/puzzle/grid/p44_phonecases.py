P = "Prices"
CATEGORIES = [
    ("Customers", ["Dana", "Eli", "Farah", "Gus"]),
    ("Styles", ["clear", "folio", "glitter", "rugged"]),
    ("Colors", ["black", "coral", "navy", "teal"]),
    ("Prices", ["$14.99", "$19.99", "$24.99", "$29.99"], [1499, 1999, 2499, 2999]),
]
SOLUTION = [
    ["Dana", "rugged", "navy", "$24.99"],
    ["Eli", "glitter", "coral", "$14.99"],
    ["Farah", "clear", "teal", "$29.99"],
    ["Gus", "folio", "black", "$19.99"],
]
CLUES = [
    ("The person who bought the rugged case paid $5 more than Gus.", lambda s: s.n(P, "rugged") == s.n(P, "Gus") + 500),
    ("Eli paid the least.", lambda s: s.n(P, "Eli") == 1499),
    ("The teal case was either the clear case or Gus's case.",
     lambda s: not s.same("clear", "Gus") and (s.same("teal", "clear") or s.same("teal", "Gus"))),
    ("The coral case cost $15 less than the clear case.", lambda s: s.n(P, "coral") == s.n(P, "clear") - 1500),
    ("Dana didn't buy the black case.", lambda s: not s.same("Dana", "black")),
    ("Neither Farah nor the person who bought the folio chose navy.",
     lambda s: not s.same("Farah", "folio") and not s.same("Farah", "navy") and not s.same("folio", "navy")),
    ("The glitter case cost less than the navy case.", lambda s: s.n(P, "glitter") < s.n(P, "navy")),
    ("Farah paid more than Dana.", lambda s: s.n(P, "Farah") > s.n(P, "Dana")),
    ("The folio cost $5 more than the glitter case.", lambda s: s.n(P, "folio") == s.n(P, "glitter") + 500),
    ("The black case cost $10 less than the teal case.", lambda s: s.n(P, "black") == s.n(P, "teal") - 1000),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
