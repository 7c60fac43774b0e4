D = "Dates"
CATEGORIES = [
    ("Borrowers", ["Mr Quayle", "Mrs Ridley", "Mr Shaw", "Mrs Tait"]),
    ("Subjects", ["astronomy", "beekeeping", "cookery", "railways"]),
    ("Authors", ["Benson", "Garside", "Lacey", "Penrose"]),
    ("Dates", ["June 4", "June 11", "June 18", "June 25"], [4, 11, 18, 25]),
]
SOLUTION = [
    ["Mr Quayle", "beekeeping", "Penrose", "June 18"],
    ["Mrs Ridley", "railways", "Garside", "June 4"],
    ["Mr Shaw", "cookery", "Lacey", "June 25"],
    ["Mrs Tait", "astronomy", "Benson", "June 11"],
]
CLUES = [
    ("The book by Garside is due back first, a week before the one on astronomy.",
     lambda s: s.n(D, "Garside") == 4 and s.n(D, "astronomy") == 11),
    ("Mr Shaw's book, a cookery book, is due back last.",
     lambda s: s.same("Mr Shaw", "cookery") and s.n(D, "Mr Shaw") == 25),
    ("Mrs Tait did not borrow the Penrose.", lambda s: not s.same("Mrs Tait", "Penrose")),
    ("The book on beekeeping is due back two weeks after Mrs Ridley's.",
     lambda s: s.n(D, "beekeeping") == s.n(D, "Mrs Ridley") + 14),
    ("The cookery book was written by Lacey.", lambda s: s.same("cookery", "Lacey")),
    ("Mrs Tait's book is due back before Mr Quayle's.", lambda s: s.n(D, "Mrs Tait") < s.n(D, "Mr Quayle")),
]
NUM = "."
DOT = False
INTRO = ["Overdue",
         "Four regulars at Kingsmere library each borrowed a book on a different subject, by a different author. "
         "Because the loan periods vary, each book is due back on a different date in June."]
OUTRO = []
REMARKS = INTRO + OUTRO
