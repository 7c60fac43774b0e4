Y = "Years"
CATEGORIES = [
    ("Growers", ["Mr Abbot", "Mrs Briggs", "Mr Coles", "Miss Dent"]),
    ("Roses", ["Evening Star", "Lady Grace", "Morning Mist", "Summer Song"]),
    ("Colours", ["apricot", "crimson", "white", "yellow"]),
    ("Years", ["1952", "1968", "1977", "1985"], [1952, 1968, 1977, 1985]),
]
SOLUTION = [
    ["Mr Abbot", "Lady Grace", "crimson", "1952"],
    ["Mrs Briggs", "Summer Song", "yellow", "1985"],
    ["Mr Coles", "Morning Mist", "white", "1977"],
    ["Miss Dent", "Evening Star", "apricot", "1968"],
]
CLUES = [
    ("The oldest of the four varieties is crimson.", lambda s: s.n(Y, "crimson") == 1952),
    ("Mrs Briggs exhibited the newest rose, which isn't Evening Star.",
     lambda s: s.n(Y, "Mrs Briggs") == 1985 and not s.same("Mrs Briggs", "Evening Star")),
    ("Morning Mist was introduced 9 years after Evening Star.",
     lambda s: s.n(Y, "Morning Mist") == s.n(Y, "Evening Star") + 9),
    ("Miss Dent's rose is apricot.", lambda s: s.same("Miss Dent", "apricot")),
    ("Mr Coles's rose is older than Mrs Briggs's but newer than Miss Dent's.",
     lambda s: s.n(Y, "Miss Dent") < s.n(Y, "Mr Coles") < s.n(Y, "Mrs Briggs")),
    ("Lady Grace was not grown by Mr Coles, and Summer Song is not white.",
     lambda s: not s.same("Lady Grace", "Mr Coles") and not s.same("Summer Song", "white")),
    ("The white rose, which Mrs Briggs didn't grow, was introduced more recently than Lady Grace.",
     lambda s: not s.same("white", "Mrs Briggs") and s.n(Y, "white") > s.n(Y, "Lady Grace")),
]
QUESTIONS = [("Who exhibited Morning Mist?", lambda s: s.v("Growers", "Morning Mist"))]
NUM = "."
DOT = False
INTRO = ["A Rose by Any Other Name",
         "Four members of the Hensley Rose Society each exhibited a favourite rose at the summer show. "
         "The roses are of four different colours, and each variety was introduced in a different year."]
OUTRO = []
REMARKS = INTRO + OUTRO
