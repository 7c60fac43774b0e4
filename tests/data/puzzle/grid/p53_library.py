D = "Days overdue"
W = "Returned"
CATEGORIES = [
    ("Borrowers", ["Mr Ashworth", "Mrs Benson", "Miss Crane", "Mr Dunlop"]),
    ("Books", ["atlas", "biography", "cookery book", "thriller"]),
    ("Days overdue", ["3", "5", "8", "12"], [3, 5, 8, 12]),
    ("Returned", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
NUMBERING = "1."
INTRO = [
    "During one week in February, the librarian at Fenbury branch library collected fines "
    "from four borrowers who returned overdue books, one on each of the first four days "
    "of the week.",
]
CLUES = [
    ("The thriller was four days more overdue than the atlas, which was returned on Monday.",
     lambda s: s.same("atlas", "Monday") and s.n(D, "thriller") == s.n(D, "atlas") + 4),
    ("Mrs Benson brought her book back later in the week than Mr Ashworth, but hers was "
     "the least overdue of the four.",
     lambda s: s.n(W, "Mrs Benson") > s.n(W, "Mr Ashworth") and s.n(D, "Mrs Benson") == 3),
    ("The biography came back the day after Miss Crane's book.",
     lambda s: s.n(W, "biography") == s.n(W, "Miss Crane") + 1),
    ("Mr Dunlop's book was not as long overdue as the atlas.",
     lambda s: s.n(D, "Mr Dunlop") < s.n(D, "atlas")),
    ("Mr Ashworth did not borrow the biography.",
     lambda s: not s.same("Mr Ashworth", "biography")),
    ("Miss Crane returned her book earlier in the week than Mr Ashworth.",
     lambda s: s.n(W, "Miss Crane") < s.n(W, "Mr Ashworth")),
]
QUESTIONS = [("Who borrowed the thriller?", lambda s: s.v("Borrowers", "thriller"))]
REMARKS = INTRO
