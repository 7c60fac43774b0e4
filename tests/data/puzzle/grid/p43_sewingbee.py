F, S, I, T = "First names", "Surnames", "Items", "Times"
CATEGORIES = [
    ("First names", ["Agnes", "Brenda", "Coral", "Dilys"]),
    ("Surnames", ["Fenton", "Garvey", "Hollis", "Ingram"]),
    ("Items", ["apron", "blouse", "cushion cover", "skirt"]),
    ("Times", ["35 minutes", "40 minutes", "45 minutes", "50 minutes"], [35, 40, 45, 50]),
]
SOLUTION = [
    ["Agnes", "Garvey", "skirt", "50 minutes"],
    ["Brenda", "Ingram", "apron", "35 minutes"],
    ["Coral", "Fenton", "cushion cover", "45 minutes"],
    ["Dilys", "Hollis", "blouse", "40 minutes"],
]
CLUES = [
    ("Mrs Hollis took five minutes less than Coral, who didn't make the blouse.",
     lambda s: s.n(T, "Hollis") == s.n(T, "Coral") - 5 and not s.same("Coral", "blouse")),
    ("The apron was finished more quickly than any other item.", lambda s: s.n(T, "apron") == 35),
    ("Agnes, who isn't Mrs Fenton, took longer than the woman who made the cushion cover.",
     lambda s: not s.same("Agnes", "Fenton") and s.n(T, "Agnes") > s.n(T, "cushion cover")),
    ("Neither Mrs Garvey nor Mrs Ingram sewed the cushion cover.",
     lambda s: not s.same("Garvey", "cushion cover") and not s.same("Ingram", "cushion cover")),
    ("Brenda's surname is Ingram.", lambda s: s.same("Brenda", "Ingram")),
    ("Dilys finished her blouse in 40 minutes.", lambda s: s.same("Dilys", "blouse") and s.n(T, "Dilys") == 40),
]
NUM = "."
DOT = False
INTRO = ["Four members of the Ashby Sewing Bee each made a different item in last week's timed challenge. "
         "Can you work out each sewer's full name, what she made and how long it took her?"]
OUTRO = []
REMARKS = INTRO + OUTRO
