H = "Cottages"
A = "Ages"
CATEGORIES = [
    ("Residents", ["Miss Appleby", "Mr Bunting", "Mrs Crabtree", "Mr Dimmock", "Mrs Elphick"]),
    ("Cottages", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Ages", ["29", "36", "44", "58", "71"], [29, 36, 44, 58, 71]),
    ("Jobs", ["baker", "nurse", "postman", "potter", "solicitor"]),
    ("Newspapers", ["Guardian", "Mail", "Mirror", "Telegraph", "Times"]),
]
CAT_STOP = True
INTRO = [
    "Church Lane in the village of Much Hadley has a terrace of five cottages, numbered "
    "1 to 5 from the church end. Each is home to one person, and each resident has a "
    "different job and has a different daily paper delivered.",
]
CLUES = [
    ("The oldest resident, who takes the Telegraph, lives at number 1.",
     lambda s: s.same("71", "Telegraph") and s.same("71", "1")),
    ("Miss Appleby lives in the middle cottage, between the postman and the baker.",
     lambda s: s.n(H, "Miss Appleby") == 3
     and min(s.n(H, "postman"), s.n(H, "baker")) < 3 < max(s.n(H, "postman"), s.n(H, "baker"))),
    ("Mrs Crabtree, the youngest, lives next door to the woman who reads the Times.",
     lambda s: s.n(A, "Mrs Crabtree") == 29 and abs(s.n(H, "Mrs Crabtree") - s.n(H, "Times")) == 1),
    ("The postman is 36, eight years younger than the potter.",
     lambda s: s.n(A, "postman") == 36 and s.n(A, "potter") == 44),
    ("Mr Dimmock lives next door to Mr Bunting.",
     lambda s: abs(s.n(H, "Mr Dimmock") - s.n(H, "Mr Bunting")) == 1),
    ("The Guardian reader is younger than the baker but older than the Mail reader.",
     lambda s: s.n(A, "Mail") < s.n(A, "Guardian") < s.n(A, "baker")),
    ("Mrs Elphick doesn't take the Mirror, and the nurse doesn't live at number 4.",
     lambda s: not s.same("Mrs Elphick", "Mirror") and s.n(H, "nurse") != 4),
    ("Mr Bunting is not the postman.", lambda s: not s.same("Mr Bunting", "postman")),
    ("The solicitor's cottage is the one nearest the church.", lambda s: s.n(H, "solicitor") == 1),
    ("The baker is fourteen years older than the potter.",
     lambda s: s.n(A, "baker") == s.n(A, "potter") + 14),
    ("The youngest resident takes the Mirror.", lambda s: s.same("29", "Mirror")),
]
QUESTIONS = [
    ("Who is the potter?", lambda s: s.v("Residents", "potter")),
    ("How old is the baker?", lambda s: s.v(A, "baker")),
]
REMARKS = INTRO
