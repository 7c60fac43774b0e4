W = "Wingspans"
CATEGORIES = [
    ("Butterflies", ["admiral", "monarch", "painted lady", "swallowtail"]),
    ("Wingspans", ["2.5 inches", "3 inches", "3.5 inches", "4 inches"], [25, 30, 35, 40]),
    ("Photographers", ["Gwen", "Hal", "Ivy", "Jude"]),
]
SOLUTION = [
    ["admiral", "3 inches", "Jude"],
    ["monarch", "4 inches", "Gwen"],
    ["painted lady", "2.5 inches", "Hal"],
    ["swallowtail", "3.5 inches", "Ivy"],
]
CLUES = [
    ("The butterfly Hal photographed had the smallest wingspan.", lambda s: s.n(W, "Hal") == 25),
    ("The swallowtail's wingspan is half an inch less than that of Gwen's butterfly.", lambda s: s.n(W, "swallowtail") == s.n(W, "Gwen") - 5),
    ("Jude didn't photograph the monarch.", lambda s: not s.same("Jude", "monarch")),
    ("Ivy's butterfly is bigger than the admiral.", lambda s: s.n(W, "Ivy") > s.n(W, "admiral")),
    ('The monarch was photographed by Gwen.', lambda s: s.same("monarch", "Gwen")),
    ('The painted lady is the smallest of the four.', lambda s: s.n(W, "painted lady") == 25),
]
NUM = None
DOT = False
INTRO = ["Four members of the garden club each photographed a different butterfly."]
OUTRO = []
REMARKS = INTRO + OUTRO
