C = "Charges"
D = "Days"
CATEGORIES = [
    ("Customers", ["Mr. Dorsey", "Mrs. Ferraro", "Mr. Kaplan", "Ms. Wendt"]),
    ("Garments", ["overcoat", "silk blouse", "tuxedo", "wool skirt"]),
    ("Charges", ["$6.75", "$8.25", "$9.50", "$14.00"], [675, 825, 950, 1400]),
    ("Days", ["Tuesday", "Wednesday", "Thursday", "Friday"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Mr. Dorsey", "tuxedo", "$14.00", "Thursday"],
    ["Mrs. Ferraro", "wool skirt", "$6.75", "Tuesday"],
    ["Mr. Kaplan", "overcoat", "$9.50", "Friday"],
    ["Ms. Wendt", "silk blouse", "$8.25", "Wednesday"],
]
CLUES = [
    ("The tuxedo cost the most to clean.", lambda s: s.n(C, "tuxedo") == 1400),
    ("The customer who paid $8.25 picked up the day before Mr. Dorsey did.",
     lambda s: s.n(D, "$8.25") == s.n(D, "Mr. Dorsey") - 1),
    ("Mrs. Ferraro picked up her garment first, and she didn't bring in the silk blouse.",
     lambda s: s.n(D, "Mrs. Ferraro") == 2 and not s.same("Mrs. Ferraro", "silk blouse")),
    ("Mr. Kaplan paid $1.25 more than Ms. Wendt.", lambda s: s.n(C, "Mr. Kaplan") == s.n(C, "Ms. Wendt") + 125),
    ("The overcoat wasn't picked up on Tuesday or Wednesday.",
     lambda s: not s.same("overcoat", "Tuesday") and not s.same("overcoat", "Wednesday")),
    ("Mr. Kaplan picked up his garment the day after Mr. Dorsey picked up his.",
     lambda s: s.n(D, "Mr. Kaplan") == s.n(D, "Mr. Dorsey") + 1),
    ("The wool skirt was the cheapest to clean.", lambda s: s.n(C, "wool skirt") == 675),
    ("Mr. Dorsey paid more than Mrs. Ferraro.", lambda s: s.n(C, "Mr. Dorsey") > s.n(C, "Mrs. Ferraro")),
]
NUM = "."
DOT = False
INTRO = [
    "Pressed for Time",
    "Four customers dropped off one garment apiece at Quality Dry Cleaners on Monday morning. Each paid a different charge, and each picked up the garment on a different day later that week, Tuesday through Friday. Determine each customer's garment, charge, and pickup day.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
