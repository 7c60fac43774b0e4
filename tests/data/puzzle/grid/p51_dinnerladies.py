D = "Days"
CATEGORIES = [
    ("First names", ["Edna", "Freda", "Gladys", "Ivy", "Mavis"]),
    ("Surnames", ["Arkwright", "Bottomley", "Crowther", "Hepworth", "Pickles"]),
    ("Puddings", ["jam roly-poly", "rice pudding", "semolina", "spotted dick", "treacle sponge"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
]
SOLUTION = [
    ["Edna", "Pickles", "rice pudding", "Thursday"],
    ["Freda", "Arkwright", "spotted dick", "Monday"],
    ["Gladys", "Hepworth", "semolina", "Wednesday"],
    ["Ivy", "Crowther", "treacle sponge", "Friday"],
    ["Mavis", "Bottomley", "jam roly-poly", "Tuesday"],
]
CLUES = [
    ("Mrs Arkwright's turn comes on Monday.", lambda s: s.same("Arkwright", "Monday")),
    ("The semolina is served the day after Mavis's pudding.", lambda s: s.n(D, "semolina") == s.n(D, "Mavis") + 1),
    ("Ivy's pudding appears later in the week than the rice pudding.", lambda s: s.n(D, "Ivy") > s.n(D, "rice pudding")),
    ("Mrs Crowther cooks two days after Mrs Hepworth.", lambda s: s.n(D, "Crowther") == s.n(D, "Hepworth") + 2),
    ("Neither Edna nor Mrs Bottomley makes the spotted dick.",
     lambda s: not s.same("Edna", "spotted dick") and not s.same("Bottomley", "spotted dick")),
    ("Jam roly-poly day comes before Gladys's day.", lambda s: s.n(D, "jam roly-poly") < s.n(D, "Gladys")),
    ("Gladys cooks on Wednesday, the day before Mrs Pickles.",
     lambda s: s.same("Gladys", "Wednesday") and s.n(D, "Pickles") == 4),
    ("Mavis isn't Mrs Arkwright, and Ivy isn't Mrs Bottomley.",
     lambda s: not s.same("Mavis", "Arkwright") and not s.same("Ivy", "Bottomley")),
    ("The treacle sponge is the last pudding of the week.", lambda s: s.n(D, "treacle sponge") == 5),
    ("Edna, who isn't Mrs Crowther, cooks later in the week than Freda.",
     lambda s: not s.same("Edna", "Crowther") and s.n(D, "Edna") > s.n(D, "Freda")),
]
QUESTIONS = [
    ("What is Mrs Pickles's first name?", lambda s: s.v("First names", "Pickles")),
    ("On which day is the treacle sponge served?", lambda s: s.v(D, "treacle sponge")),
]
NUM = "."
INTRO = ["At Eastfield Primary the five dinner ladies take it in turns to make the pudding, one on each day from Monday to Friday, and each has her own speciality."]
ASK = "Can you give each dinner lady's full name, her pudding and her day?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
