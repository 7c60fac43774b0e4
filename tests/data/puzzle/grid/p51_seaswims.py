D = "Distances"
CATEGORIES = [
    ("First names", ["Gwen", "Hilary", "Isobel", "June"]),
    ("Surnames", ["Cross", "Dale", "Finch", "Marsh"]),
    ("Beaches", ["Gull Bay", "Kettle Cove", "Pebble Beach", "Seal Point"]),
    ("Distances", ["400 metres", "600 metres", "800 metres", "1000 metres"], [400, 600, 800, 1000]),
]
SOLUTION = [
    ["Gwen", "Marsh", "Seal Point", "800 metres"],
    ["Hilary", "Dale", "Kettle Cove", "400 metres"],
    ["Isobel", "Cross", "Gull Bay", "1000 metres"],
    ["June", "Finch", "Pebble Beach", "600 metres"],
]
CLUES = [
    ("Ms Dale swam 200 metres less than the woman at Pebble Beach.", lambda s: s.n(D, "Dale") == s.n(D, "Pebble Beach") - 200),
    ("Isobel swam the farthest, but not at Seal Point.",
     lambda s: s.n(D, "Isobel") == 1000 and not s.same("Isobel", "Seal Point")),
    ("Gwen's swim was 200 metres longer than June's.", lambda s: s.n(D, "Gwen") == s.n(D, "June") + 200),
    ("Hilary swam at neither Gull Bay nor Seal Point.",
     lambda s: not s.same("Hilary", "Gull Bay") and not s.same("Hilary", "Seal Point")),
    ("Ms Marsh swam 400 metres further than Hilary.", lambda s: s.n(D, "Marsh") == s.n(D, "Hilary") + 400),
    ("The swimmer at Gull Bay went farther than the one at Seal Point.", lambda s: s.n(D, "Gull Bay") > s.n(D, "Seal Point")),
    ("Ms Finch swam farther than Ms Dale but not as far as Ms Marsh.",
     lambda s: s.n(D, "Dale") < s.n(D, "Finch") < s.n(D, "Marsh")),
]
QUESTIONS = [
    ("Where did Ms Dale swim?", lambda s: s.v("Beaches", "Dale")),
    ("What is June's surname?", lambda s: s.v("Surnames", "June")),
]
NUM = "."
INTRO = ["Four women from the Thursday morning sea-swimming group each went to a different spot along the coast last weekend, and each swam a different distance."]
ASK = "Can you give each swimmer's full name, where she swam and how far?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
