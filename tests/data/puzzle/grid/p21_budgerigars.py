P = "Prices"
CATEGORIES = [
    ("Buyers", ["Mrs Ames", "Mr Boyce", "Mrs Cobb", "Mr Drew"]),
    ("Names", ["Billy", "Joey", "Peter", "Sunny"]),
    ("Colours", ["blue", "green", "violet", "white"]),
    ("Prices", ["£12", "£15", "£18", "£25"], [12, 15, 18, 25]),
]
SOLUTION = [
    ["Mrs Ames", "Joey", "violet", "£25"],
    ["Mr Boyce", "Peter", "green", "£12"],
    ["Mrs Cobb", "Sunny", "white", "£18"],
    ["Mr Drew", "Billy", "blue", "£15"],
]
CLUES = [
    ("The violet budgie was the dearest.", lambda s: s.n(P, "violet") == 25),
    ("Mr Boyce paid £3 less than Mr Drew, whose bird is blue.",
     lambda s: s.n(P, "Mr Boyce") == s.n(P, "Mr Drew") - 3 and s.same("Mr Drew", "blue")),
    ("Sunny cost £6 more than Peter.", lambda s: s.n(P, "Sunny") == s.n(P, "Peter") + 6),
    ("Mrs Ames didn't name her budgie Billy or Sunny.",
     lambda s: not s.same("Mrs Ames", "Billy") and not s.same("Mrs Ames", "Sunny")),
    ("The white bird isn't called Joey.", lambda s: not s.same("white", "Joey")),
    ("Mrs Cobb paid more than Mr Drew but less than Mrs Ames.",
     lambda s: s.n(P, "Mr Drew") < s.n(P, "Mrs Cobb") < s.n(P, "Mrs Ames")),
    ("Of the two men, one bought the green budgie and the other paid £15.",
     lambda s: (s.same("Mr Boyce", "green") and s.same("Mr Drew", "£15"))
     or (s.same("Mr Drew", "green") and s.same("Mr Boyce", "£15"))),
]
NUM = "."
DOT = False
INTRO = ["Pretty Boy",
         "At the Millbrook cage-bird sale, four pensioners each bought a budgerigar. "
         "Each bird was a different colour and cost a different amount, and each new owner gave it a different name. "
         "Can you work out the full details?"]
OUTRO = []
REMARKS = INTRO + OUTRO
