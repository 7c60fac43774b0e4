T = "Buses"
CATEGORIES = [
    ("First names", ["Alan", "Brenda", "Colin", "Denise"]),
    ("Surnames", ["Foster", "Gill", "Hughes", "Kerr"]),
    ("Buses", ["7.10am", "7.25am", "7.40am", "7.55am"], [430, 445, 460, 475]),
    ("Occupations", ["bank clerk", "librarian", "nurse", "teacher"]),
]
NUMBERING = None
INTRO = [
    "Four neighbours from Orchard Close wait at the same stop every weekday morning, "
    "though each catches a different bus into town, and each has a different job.",
]
CLUES = [
    ("Mr Foster catches the last of the four buses, a quarter of an hour after the nurse.",
     lambda s: s.n(T, "Foster") == 475 and s.n(T, "nurse") == s.n(T, "Foster") - 15),
    ("Brenda, whose surname isn't Gill, leaves half an hour earlier than Alan.",
     lambda s: not s.same("Brenda", "Gill") and s.n(T, "Brenda") == s.n(T, "Alan") - 30),
    ("The librarian is on the 7.25am bus.", lambda s: s.same("librarian", "7.25am")),
    ("Denise isn't the bank clerk.", lambda s: not s.same("Denise", "bank clerk")),
    ("Alan's surname is neither Kerr nor Gill.",
     lambda s: not s.same("Alan", "Kerr") and not s.same("Alan", "Gill")),
    ("Mrs Gill, the librarian, catches an earlier bus than Colin.",
     lambda s: s.same("Gill", "librarian") and s.n(T, "Gill") < s.n(T, "Colin")),
    ("The teacher's bus leaves three quarters of an hour after Brenda's.",
     lambda s: s.n(T, "teacher") == s.n(T, "Brenda") + 45),
]
QUESTIONS = [
    ("What is Mrs Kerr's first name, and what does she do for a living?",
     lambda s: (s.v("First names", "Kerr"), s.v("Occupations", "Kerr"))),
]
REMARKS = INTRO
