B = "Boards"
CATEGORIES = [
    ("Players", ["Mr Fenwick", "Mrs Gale", "Dr Hollis", "Ms Ingram", "Mr Jessop"]),
    ("Boards", ["board 1", "board 2", "board 3", "board 4", "board 5"], [1, 2, 3, 4, 5]),
    ("Openings", ["Caro-Kann", "English", "French", "Ruy Lopez", "Sicilian"]),
    ("Towns", ["Alnwick", "Berwick", "Hexham", "Morpeth", "Rothbury"]),
]
SOLUTION = [
    ["Mr Fenwick", "board 3", "Sicilian", "Hexham"],
    ["Mrs Gale", "board 1", "English", "Morpeth"],
    ["Dr Hollis", "board 5", "French", "Alnwick"],
    ["Ms Ingram", "board 2", "Ruy Lopez", "Rothbury"],
    ["Mr Jessop", "board 4", "Caro-Kann", "Berwick"],
]
CLUES = [
    ("Mrs Gale played on board 1.", lambda s: s.n(B, "Mrs Gale") == 1),
    ("The Hexham player's board number was one higher than Ms Ingram's.", lambda s: s.n(B, "Hexham") == s.n(B, "Ms Ingram") + 1),
    ("Dr Hollis, who isn't from Rothbury, played the French.",
     lambda s: not s.same("Dr Hollis", "Rothbury") and s.same("Dr Hollis", "French")),
    ("The Sicilian was played on a higher-numbered board than the English but on a lower-numbered one than the Caro-Kann.",
     lambda s: s.n(B, "English") < s.n(B, "Sicilian") < s.n(B, "Caro-Kann")),
    ("Mr Jessop is from Berwick.", lambda s: s.same("Mr Jessop", "Berwick")),
    ("Neither Mr Fenwick nor the player from Morpeth played the Ruy Lopez.",
     lambda s: not s.same("Mr Fenwick", "Ruy Lopez") and not s.same("Morpeth", "Ruy Lopez") and not s.same("Mr Fenwick", "Morpeth")),
    ("The player from Alnwick was on board 5.", lambda s: s.n(B, "Alnwick") == 5),
    ("Ms Ingram played neither the Caro-Kann nor the Sicilian.",
     lambda s: not s.same("Ms Ingram", "Caro-Kann") and not s.same("Ms Ingram", "Sicilian")),
    ("Mr Jessop played on a higher-numbered board than Mr Fenwick.", lambda s: s.n(B, "Mr Jessop") > s.n(B, "Mr Fenwick")),
    ("Mrs Gale isn't from Rothbury.", lambda s: not s.same("Mrs Gale", "Rothbury")),
]
NUM = "."
DOT = False
INTRO = ["Five members of a county chess team played one game each in last week's match, on boards 1 to 5, and each opened with a different line."]
OUTRO = []
REMARKS = INTRO + OUTRO
