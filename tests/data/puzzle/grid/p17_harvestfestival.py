Y = "Classes"
CATEGORIES = [
    ("Children", ["Alfie", "Bella", "Cerys", "Dev"]),
    ("Gifts", ["apples", "jar of honey", "loaf", "tinned peaches"]),
    ("Classes", ["Year 2", "Year 3", "Year 4", "Year 6"], [2, 3, 4, 6]),
    ("Teachers", ["Mrs Lowe", "Mr Nash", "Miss Orr", "Mr Pike"]),
]
SOLUTION = [
    ["Alfie", "jar of honey", "Year 4", "Miss Orr"],
    ["Bella", "apples", "Year 2", "Mr Nash"],
    ["Cerys", "loaf", "Year 6", "Mrs Lowe"],
    ["Dev", "tinned peaches", "Year 3", "Mr Pike"],
]
CLUES = [
    ("The child who brought the loaf is in the oldest class, which is taught by Mrs Lowe.",
     lambda s: s.n(Y, "loaf") == 6 and s.same("loaf", "Mrs Lowe")),
    ("Bella is two years below Alfie.", lambda s: s.n(Y, "Bella") == s.n(Y, "Alfie") - 2),
    ("Dev, who is in Mr Pike's class, didn't bring the apples.", lambda s: s.same("Dev", "Mr Pike") and not s.same("Dev", "apples")),
    ("The jar of honey came from Miss Orr's class.", lambda s: s.same("jar of honey", "Miss Orr")),
    ("Mr Nash doesn't teach Year 3.", lambda s: not s.same("Mr Nash", "Year 3")),
    ("Cerys is in a higher class than Alfie, who didn't bring the apples.",
     lambda s: s.n(Y, "Cerys") > s.n(Y, "Alfie") and not s.same("Alfie", "apples")),
]
NUM = None
DOT = False
INTRO = ["Four children from different classes at Brook Lane School each carried a gift up to the front at the harvest festival. (There is no Year 5 class this year.)"]
OUTRO = []
REMARKS = INTRO + OUTRO
