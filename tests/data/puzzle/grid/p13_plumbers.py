# Puzzle book: dates a week apart ("a fortnight after"), fees in pounds and pence.
D = "Dates"
F = "Fees"
def d(s, x):
    return s.n(D, x)
def f(s, x):
    return s.n(F, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Customers", ["Mrs Garside", "Mr Hewitt", "Ms Ivanova", "Mr Jalloh"]),
    ("Jobs", ["blocked drain", "burst pipe", "leaking tap", "new boiler"]),
    ("Fees", ["£65.50", "£89.00", "£142.25", "£480.00"], [6550, 8900, 14225, 48000]),
    ("Dates", ["3 March", "10 March", "17 March", "24 March"], [3, 10, 17, 24]),
]
SOLUTION = [
    ("Mrs Garside", "blocked drain", "£89.00", "17 March"),
    ("Mr Hewitt", "new boiler", "£480.00", "3 March"),
    ("Ms Ivanova", "leaking tap", "£65.50", "24 March"),
    ("Mr Jalloh", "burst pipe", "£142.25", "10 March"),
]
INTRO = ["Dee Okafor runs a one-woman plumbing business. Last March she did one job on each Tuesday, for four different customers, and sent each of them a different bill."]
CLUES = [
    ("The new boiler, the priciest job of the month, was fitted first.",
     lambda s: f(s, "new boiler") == 48000 and d(s, "new boiler") == 3),
    ("Ms Ivanova's job was done a fortnight after Mr Jalloh's.", lambda s: d(s, "Ms Ivanova") == d(s, "Mr Jalloh") + 14),
    ("The leaking tap cost less than any other job.", lambda s: f(s, "leaking tap") == 6550),
    ("The blocked drain was cleared one week before Ms Ivanova's job.", lambda s: d(s, "blocked drain") + 7 == d(s, "Ms Ivanova")),
    ("Mr Jalloh paid more than Mrs Garside.", lambda s: f(s, "Mr Jalloh") > f(s, "Mrs Garside")),
    ("Mr Hewitt didn't have a burst pipe.", lambda s: not s.same("Mr Hewitt", "burst pipe")),
    ("Mr Hewitt's job was the first of the month.", lambda s: d(s, "Mr Hewitt") == 3),
    ("Mrs Garside called about a blocked drain.", lambda s: s.same("Mrs Garside", "blocked drain")),
]
QUESTIONS = [("What was Mrs Garside's bill?", lambda s: s.v("Fees", "Mrs Garside"))]
REMARKS = INTRO
