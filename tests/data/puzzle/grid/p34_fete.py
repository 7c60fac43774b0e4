T = "Takings"
CATEGORIES = [
    ("Stalls", ["cake stall", "lucky dip", "plant stall", "white elephant"]),
    ("Helpers", ["Mr Kovac", "Mrs Leung", "Ms Petrie", "Mr Tran"]),
    ("Takings", ["$180", "$240", "$300", "$360"], [180, 240, 300, 360]),
    ("Classes", ["Year 3", "Year 4", "Year 5", "Year 6"]),
]
SOLUTION = [
    ["cake stall", "Mrs Leung", "$360", "Year 5"],
    ["lucky dip", "Ms Petrie", "$180", "Year 6"],
    ["plant stall", "Mr Tran", "$240", "Year 3"],
    ["white elephant", "Mr Kovac", "$300", "Year 4"],
]
CLUES = [
    ("The cake stall took the most money, as it does every year.", lambda s: s.n(T, "cake stall") == 360),
    ("The Year 6 stall took $120 less than Mr Kovac's.", lambda s: s.n(T, "Year 6") == s.n(T, "Mr Kovac") - 120),
    ("Mr Tran's class is Year 3, and his stall took $60 less than the white elephant.",
     lambda s: s.same("Mr Tran", "Year 3") and s.n(T, "Mr Tran") == s.n(T, "white elephant") - 60),
    ("Neither of the men ran the lucky dip or the cake stall.",
     lambda s: all(not s.same(m, x) for m in ("Mr Kovac", "Mr Tran") for x in ("lucky dip", "cake stall"))),
    ("Neither Ms Petrie's class nor Mr Kovac's is Year 5.",
     lambda s: not s.same("Ms Petrie", "Year 5") and not s.same("Mr Kovac", "Year 5")),
    ("The lucky dip wasn't run by Mrs Leung.", lambda s: not s.same("lucky dip", "Mrs Leung")),
]
NUM = ")"
DOT = False
INTRO = ["At the primary school fete four teachers each ran a stall with their class, and each stall took a different amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
