# American: a community garden; beds in a row, harvests in pounds, "Dr." of unstated sex.
B = "Beds"
H = "Harvests"
CATEGORIES = [
    ("Gardeners", ["Mr. Ortiz", "Mrs. Kowalski", "Ms. Whitfield", "Dr. Yamada"]),
    ("Crops", ["pole beans", "sweet corn", "tomatoes", "zucchini"]),
    ("Beds", ["bed 1", "bed 2", "bed 3", "bed 4"], [1, 2, 3, 4]),
    ("Harvests", ["12 pounds", "18 pounds", "24 pounds", "30 pounds"], [12, 18, 24, 30]),
]
SOLUTION = [
    ["Mr. Ortiz", "sweet corn", "bed 2", "24 pounds"],
    ["Mrs. Kowalski", "zucchini", "bed 4", "30 pounds"],
    ["Ms. Whitfield", "pole beans", "bed 1", "12 pounds"],
    ["Dr. Yamada", "tomatoes", "bed 3", "18 pounds"],
]
CLUES = [
    ("The zucchini grower picked the biggest harvest.", lambda s: s.n(H, "zucchini") == 30),
    ("Dr. Yamada picked 6 pounds less than Mr. Ortiz.", lambda s: s.n(H, "Dr. Yamada") == s.n(H, "Mr. Ortiz") - 6),
    ("The tomatoes grow in the bed directly between the sweet corn and the zucchini.",
     lambda s: abs(s.n(B, "tomatoes") - s.n(B, "sweet corn")) == 1 and abs(s.n(B, "tomatoes") - s.n(B, "zucchini")) == 1),
    ("Ms. Whitfield's bed is at one end of the row, and she picked the smallest harvest.",
     lambda s: s.n(B, "Ms. Whitfield") in (1, 4) and s.n(H, "Ms. Whitfield") == 12),
    ("Mrs. Kowalski doesn't have bed 1.", lambda s: not s.same("Mrs. Kowalski", "bed 1")),
    ("Mrs. Kowalski picked 6 pounds more than Mr. Ortiz.", lambda s: s.n(H, "Mrs. Kowalski") == s.n(H, "Mr. Ortiz") + 6),
    ("Mr. Ortiz grows sweet corn in the bed next to Ms. Whitfield's.",
     lambda s: s.same("Mr. Ortiz", "sweet corn") and abs(s.n(B, "Mr. Ortiz") - s.n(B, "Ms. Whitfield")) == 1),
    ("Dr. Yamada doesn't grow sweet corn.", lambda s: not s.same("Dr. Yamada", "sweet corn")),
]
NUM = "."
DOT = False
INTRO = ["Four neighbors share the raised beds, numbered 1 to 4 in a row, at the Elm Street community garden. Each grew a different crop this summer and weighed a different total harvest."]
OUTRO = []
REMARKS = INTRO + OUTRO
