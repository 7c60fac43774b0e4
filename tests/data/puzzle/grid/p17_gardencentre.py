P = "Prices"
D = "Days"
CATEGORIES = [
    ("Shoppers", ["Mr Quinn", "Mrs Rowe", "Mrs Ward", "Mr Yates", "Ms Zeller"]),
    ("Plants", ["fuchsia", "hosta", "lupin", "magnolia", "olive tree"]),
    ("Prices", ["£6", "£9", "£14", "£22", "£35"], [6, 9, 14, 22, 35]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Friday", "Saturday"], [1, 2, 3, 5, 6]),
]
SOLUTION = [
    ["Mr Quinn", "magnolia", "£22", "Monday"],
    ["Mrs Rowe", "fuchsia", "£14", "Wednesday"],
    ["Mrs Ward", "hosta", "£9", "Friday"],
    ["Mr Yates", "olive tree", "£35", "Tuesday"],
    ["Ms Zeller", "lupin", "£6", "Saturday"],
]
CLUES = [
    ("The olive tree cost more than any other plant, and it was bought the day after the magnolia.",
     lambda s: s.n(P, "olive tree") == 35 and s.n(D, "olive tree") == s.n(D, "magnolia") + 1),
    ("Ms Zeller, who paid the least, shopped later in the week than everyone else.",
     lambda s: s.n(P, "Ms Zeller") == 6 and s.n(D, "Ms Zeller") == 6),
    ("Mrs Rowe paid £5 more than Mrs Ward.", lambda s: s.n(P, "Mrs Rowe") == s.n(P, "Mrs Ward") + 5),
    ("The hosta was bought on Friday.", lambda s: s.same("hosta", "Friday")),
    ("Mr Quinn spent £8 more than the woman who bought the fuchsia.",
     lambda s: s.v("Shoppers", "fuchsia") in ["Mrs Rowe", "Mrs Ward", "Ms Zeller"] and s.n(P, "Mr Quinn") == s.n(P, "fuchsia") + 8),
    ("Mrs Rowe shopped two days after Mr Quinn.", lambda s: s.n(D, "Mrs Rowe") == s.n(D, "Mr Quinn") + 2),
    ("Neither Mr Yates nor Mr Quinn bought the fuchsia.", lambda s: not s.same("Mr Yates", "fuchsia") and not s.same("Mr Quinn", "fuchsia")),
]
NUM = ")"
DOT = False
INTRO = ["Five regulars each bought one plant at Greenacres Garden Centre last week, on different days. The centre is closed on Thursdays."]
OUTRO = []
REMARKS = INTRO + OUTRO
