T = "Times"
WOMEN = ["Mrs Bryce", "Ms Doyle", "Mrs Ewart"]
MEN = ["Mr Ames", "Mr Cole"]
CATEGORIES = [
    ("Beachcombers", ["Mr Ames", "Mrs Bryce", "Mr Cole", "Ms Doyle", "Mrs Ewart"]),
    ("Finds", ["bottle", "driftwood", "fossil", "old coin", "sea glass"]),
    ("Times", ["6:15am", "7:00am", "7:45am", "9:10am", "10:30am"], [375, 420, 465, 550, 630]),
    ("Dogs", ["collie", "lurcher", "poodle", "spaniel", "terrier"]),
]
SOLUTION = [
    ["Mr Ames", "old coin", "9:10am", "spaniel"],
    ["Mrs Bryce", "sea glass", "6:15am", "collie"],
    ["Mr Cole", "driftwood", "10:30am", "poodle"],
    ["Ms Doyle", "fossil", "7:00am", "lurcher"],
    ["Mrs Ewart", "bottle", "7:45am", "terrier"],
]
CLUES = [
    ("The first beachcomber on the sand, who was walking a collie, found the sea glass.",
     lambda s: s.n(T, "collie") == 375 and s.same("collie", "sea glass")),
    ("Mr Cole arrived later than everyone else, but he didn't find the fossil or the old coin.",
     lambda s: s.n(T, "Mr Cole") == 630 and not s.same("Mr Cole", "fossil") and not s.same("Mr Cole", "old coin")),
    ("Ms Doyle arrived 45 minutes before the woman who found the bottle.",
     lambda s: s.v("Beachcombers", "bottle") in WOMEN and s.n(T, "Ms Doyle") == s.n(T, "bottle") - 45),
    ("The man with the spaniel found the old coin.",
     lambda s: s.v("Beachcombers", "spaniel") in MEN and s.same("spaniel", "old coin")),
    ("The terrier's owner reached the beach at 7:45am.", lambda s: s.same("terrier", "7:45am")),
    ("Mrs Bryce was on the beach before Ms Doyle, who found the fossil.",
     lambda s: s.n(T, "Mrs Bryce") < s.n(T, "Ms Doyle") and s.same("Ms Doyle", "fossil")),
    ("Mr Cole doesn't own the lurcher.", lambda s: not s.same("Mr Cole", "lurcher")),
]
NUM = ")"
DOT = False
INTRO = ["After Sunday's storm, five dog walkers went down to Shingle Bay at different times, and each picked up something interesting along the tideline."]
OUTRO = []
REMARKS = INTRO + OUTRO
