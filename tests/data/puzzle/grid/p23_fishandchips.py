T = "Times"
P = "Prices"
CATEGORIES = [
    ("Customers", ["Bernie", "Carol", "Derek", "Elaine"]),
    ("Orders", ["cod and chips", "fishcake and chips", "haddock and chips", "sausage and chips"]),
    ("Times", ["5:45pm", "6:15pm", "6:45pm", "7:15pm"], [1065, 1095, 1125, 1155]),
    ("Prices", ["£6.20", "£7.40", "£8.60", "£9.80"], [620, 740, 860, 980]),
]
SOLUTION = [
    ["Bernie", "haddock and chips", "7:15pm", "£9.80"],
    ["Carol", "fishcake and chips", "5:45pm", "£6.20"],
    ["Derek", "cod and chips", "6:15pm", "£8.60"],
    ["Elaine", "sausage and chips", "6:45pm", "£7.40"],
]
CLUES = [
    ("The haddock and chips was the dearest supper of the evening.", lambda s: s.n(P, "haddock and chips") == 980),
    ("Carol was the first in, and she spent the least.", lambda s: s.n(T, "Carol") == 1065 and s.n(P, "Carol") == 620),
    ("Derek came in half an hour after Carol and paid £1.20 more than Elaine.",
     lambda s: s.n(T, "Derek") == s.n(T, "Carol") + 30 and s.n(P, "Derek") == s.n(P, "Elaine") + 120),
    ("The sausage and chips cost £7.40.", lambda s: s.same("sausage and chips", "£7.40")),
    ("Bernie was the last customer of the four.", lambda s: s.n(T, "Bernie") == 1155),
    ("Bernie spent more than Derek.", lambda s: s.n(P, "Bernie") > s.n(P, "Derek")),
    ("Carol didn't have the cod.", lambda s: not s.same("Carol", "cod and chips")),
]
QUESTIONS = [("What did Derek order?", lambda s: s.v("Orders", "Derek"))]
NUM = None
DOT = False
INTRO = [
    "Friday night is chippy night on Harbour Street! Four regulars each picked up a different supper from the Golden Fry, each at a different time, and each paid a different amount.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
