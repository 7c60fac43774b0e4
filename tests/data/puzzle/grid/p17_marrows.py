W = "Weights"
L = "Lengths"
CATEGORIES = [
    ("Growers", ["Mr Bright", "Mr Cobb", "Mrs Dean", "Mr Finch", "Mrs Gould"]),
    ("Weights", ["11 lb", "14 lb", "18 lb", "23 lb", "29 lb"], [11, 14, 18, 23, 29]),
    ("Lengths", ["40 cm", "52 cm", "61 cm", "67 cm", "80 cm"], [40, 52, 61, 67, 80]),
]
SOLUTION = [
    ["Mr Bright", "23 lb", "61 cm"],
    ["Mr Cobb", "11 lb", "52 cm"],
    ["Mrs Dean", "29 lb", "67 cm"],
    ["Mr Finch", "18 lb", "80 cm"],
    ["Mrs Gould", "14 lb", "40 cm"],
]
CLUES = [
    ("The heaviest marrow was grown by Mrs Dean, but it wasn't the longest.",
     lambda s: s.n(W, "Mrs Dean") == 29 and s.n(L, "Mrs Dean") != 80),
    ("Mr Finch's marrow was the longest, though it was 5 lb lighter than Mr Bright's.",
     lambda s: s.n(L, "Mr Finch") == 80 and s.n(W, "Mr Finch") == s.n(W, "Mr Bright") - 5),
    ("Mrs Gould's marrow was the shortest, and it weighed 3 lb more than Mr Cobb's.",
     lambda s: s.n(L, "Mrs Gould") == 40 and s.n(W, "Mrs Gould") == s.n(W, "Mr Cobb") + 3),
    ("The 61 cm marrow weighed more than the 52 cm one and less than the 67 cm one.",
     lambda s: s.n(W, "52 cm") < s.n(W, "61 cm") < s.n(W, "67 cm")),
]
QUESTIONS = [("How long was Mr Cobb's marrow?", lambda s: s.v("Lengths", "Mr Cobb"))]
NUM = "."
DOT = False
INTRO = ["Five growers brought their prize marrows to the allotment society's show, where each was weighed and measured."]
OUTRO = []
REMARKS = INTRO + OUTRO
