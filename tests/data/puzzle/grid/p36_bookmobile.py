D = "Days"
K = "Books"
CATEGORIES = [
    ("Towns", ["Alder Creek", "Dunmore", "Gilead", "Hartwell", "Kinsey"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
    ("Librarians", ["Mrs. Beale", "Mr. Cruz", "Ms. Devlin", "Mr. Eaton", "Mrs. Forbes"]),
    ("Books", ["45", "60", "75", "90", "105"], [45, 60, 75, 90, 105]),
]
SOLUTION = [
    ["Alder Creek", "Wednesday", "Mr. Cruz", "75"],
    ["Dunmore", "Monday", "Mrs. Forbes", "105"],
    ["Gilead", "Friday", "Ms. Devlin", "45"],
    ["Hartwell", "Tuesday", "Mr. Eaton", "60"],
    ["Kinsey", "Thursday", "Mrs. Beale", "90"],
]
MEN = ["Mr. Cruz", "Mr. Eaton"]
CLUES = [
    ("The Monday stop lent out the most books.", lambda s: s.n(K, "Monday") == 105),
    ("Gilead, the last stop of the week, lent out 15 fewer books than Hartwell.",
     lambda s: s.n(D, "Gilead") == 5 and s.n(K, "Gilead") == s.n(K, "Hartwell") - 15),
    ("Mrs. Beale works the day after Mr. Cruz.", lambda s: s.n(D, "Mrs. Beale") == s.n(D, "Mr. Cruz") + 1),
    ("Neither of the men rides the bookmobile on Monday or Friday.",
     lambda s: all(s.n(D, m) not in (1, 5) for m in MEN)),
    ("Kinsey's patrons borrowed 15 more books than Alder Creek's.",
     lambda s: s.n(K, "Kinsey") == s.n(K, "Alder Creek") + 15),
    ("Ms. Devlin doesn't take the bookmobile to Hartwell.", lambda s: not s.same("Ms. Devlin", "Hartwell")),
    ("The Tuesday stop lent more books than Gilead, but not as many as Kinsey.",
     lambda s: s.n(K, "Gilead") < s.n(K, "Tuesday") < s.n(K, "Kinsey")),
    ("The bookmobile stops at Kinsey the day before it stops at Gilead, and at Hartwell the day after it stops at Dunmore.",
     lambda s: s.n(D, "Kinsey") == s.n(D, "Gilead") - 1 and s.n(D, "Hartwell") == s.n(D, "Dunmore") + 1),
    ("Mr. Eaton works the day after Mrs. Forbes, and Ms. Devlin works later in the week than Mrs. Beale.",
     lambda s: s.n(D, "Mr. Eaton") == s.n(D, "Mrs. Forbes") + 1 and s.n(D, "Ms. Devlin") > s.n(D, "Mrs. Beale")),
]
QUESTIONS = [("Who works the bookmobile on Monday?", lambda s: s.v("Librarians", "Monday"))]
NUM = "."
DOT = False
INTRO = ["The Ridge County bookmobile visits a different town each weekday, Monday through Friday, with a different librarian on board each day. Last week each stop lent out a different number of books."]
OUTRO = []
REMARKS = INTRO + OUTRO
