L = "Lengths"
CATEGORIES = [
    ("Glaciers", ["Bergman", "Colter", "Dunmore", "Everly", "Frost"]),
    ("Countries", ["Canada", "Chile", "Iceland", "Norway", "Switzerland"]),
    ("Lengths", ["6 miles", "9 miles", "12 miles", "15 miles", "18 miles"], [6, 9, 12, 15, 18]),
]
SOLUTION = [
    ["Bergman", "Norway", "12 miles"],
    ["Colter", "Canada", "18 miles"],
    ["Dunmore", "Iceland", "6 miles"],
    ["Everly", "Chile", "15 miles"],
    ["Frost", "Switzerland", "9 miles"],
]
CLUES = [
    ("The glacier in Chile is 3 miles longer than the Norwegian one.", lambda s: s.n(L, "Chile") == s.n(L, "Norway") + 3),
    ("Colter is the longest of the five.", lambda s: s.n(L, "Colter") == 18),
    ("Dunmore is 6 miles shorter than Bergman.", lambda s: s.n(L, "Dunmore") == s.n(L, "Bergman") - 6),
    ("Frost is in neither Canada nor Iceland.", lambda s: not s.same("Frost", "Canada") and not s.same("Frost", "Iceland")),
    ("Everly is longer than the glacier in Switzerland.", lambda s: s.n(L, "Everly") > s.n(L, "Switzerland")),
    ('Frost is 6 miles shorter than Everly.', lambda s: s.n(L, "Frost") == s.n(L, "Everly") - 6),
    ('Colter is in Canada, and Frost is 3 miles longer than Dunmore.', lambda s: s.same("Colter", "Canada") and s.n(L, "Frost") == s.n(L, "Dunmore") + 3),
    ('The glacier in Iceland is Dunmore.', lambda s: s.same("Iceland", "Dunmore")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
