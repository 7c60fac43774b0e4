# British: a charity 5K; finishing times and sums raised.
T = "Times"
R = "Raised"
CATEGORIES = [
    ("Runners", ["Dev", "Fiona", "Gareth", "Holly"]),
    ("Charities", ["air ambulance", "cat rescue", "food bank", "hospice"]),
    ("Times", ["24 minutes", "27 minutes", "30 minutes", "33 minutes"], [24, 27, 30, 33]),
    ("Raised", ["£80", "£120", "£160", "£200"], [80, 120, 160, 200]),
]
SOLUTION = [
    ["Dev", "hospice", "27 minutes", "£200"],
    ["Fiona", "air ambulance", "24 minutes", "£120"],
    ["Gareth", "food bank", "33 minutes", "£80"],
    ["Holly", "cat rescue", "30 minutes", "£160"],
]
CLUES = [
    ("Fiona finished three minutes ahead of Dev.", lambda s: s.n(T, "Fiona") == s.n(T, "Dev") - 3),
    ("The runner for the hospice raised the most, £40 more than Holly.",
     lambda s: s.n(R, "hospice") == 200 and s.n(R, "hospice") == s.n(R, "Holly") + 40),
    ("Gareth was the slowest of the four, and he raised less than anyone else.",
     lambda s: s.n(T, "Gareth") == 33 and s.n(R, "Gareth") == 80),
    ("The cat rescue runner took 6 minutes longer than the air ambulance runner.",
     lambda s: s.n(T, "cat rescue") == s.n(T, "air ambulance") + 6),
    ("Holly wasn't running for the food bank.", lambda s: not s.same("Holly", "food bank")),
    ("Dev raised £80 more than Fiona did.", lambda s: s.n(R, "Dev") == s.n(R, "Fiona") + 80),
]
NUM = ")"
DOT = False
INTRO = ["Four friends ran the 5K round the park on Sunday morning, each for a different charity. They finished in different times and raised different amounts."]
OUTRO = []
REMARKS = INTRO + OUTRO
