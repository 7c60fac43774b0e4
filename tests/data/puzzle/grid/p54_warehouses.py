# Category lines: five warehouses on a river quay numbered going upstream;
# order told as "upstream of"; two "flanked by"/"on one side ... on the other"
# clues and one "somewhere between".
H = "Warehouse"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
NUM = "1."
CATEGORIES = [
    ("Warehouse", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Merchant", ["Hollis", "Marsh", "Pryce", "Quill", "Tate"]),
    ("Cargo", ["silk", "spice", "tea", "timber", "wool"]),
    ("Ship", ["Albatross", "Endeavour", "Providence", "Swift", "Unity"]),
    ("Port", ["Bombay", "Canton", "Lisbon", "Riga", "Valparaiso"]),
]
SOLUTION = [
    ("1", "Pryce", "silk", "Albatross", "Riga"),
    ("2", "Hollis", "timber", "Endeavour", "Canton"),
    ("3", "Marsh", "tea", "Providence", "Lisbon"),
    ("4", "Quill", "wool", "Swift", "Valparaiso"),
    ("5", "Tate", "spice", "Unity", "Bombay"),
]
CLUES = [
    ("The spice is stored in the warehouse furthest upstream.", lambda s: p(s, "spice") == 5),
    ("Mr Hollis's goods came in on the Endeavour.", lambda s: s.same("Hollis", "Endeavour")),
    ("The Unity brought the spice.", lambda s: s.same("spice", "Unity")),
    ("The warehouse holding the goods from Canton has the Providence's cargo on one side of it and the cargo from Riga on the other.", lambda s: nextto(s, "Canton", "Providence") and nextto(s, "Canton", "Riga") and not s.same("Providence", "Riga")),
    ("The wool lies somewhere between Mr Tate's warehouse and the timber.", lambda s: between(s, "wool", "Tate", "timber")),
    ("Mr Marsh's warehouse is flanked by the timber and the wool.", lambda s: nextto(s, "Marsh", "timber") and nextto(s, "Marsh", "wool") and not s.same("timber", "wool")),
    ("The Albatross's cargo and the cargo from Bombay are in the two end warehouses.", lambda s: {p(s, "Albatross"), p(s, "Bombay")} == {1, 5}),
    ("The spice is in the warehouse immediately upstream of the wool.", lambda s: p(s, "spice") == p(s, "wool") + 1),
    ("Mr Quill's warehouse is next to the one holding tea.", lambda s: nextto(s, "Quill", "tea")),
    ("Mr Quill's warehouse is the next one upstream from the one holding the Providence's cargo.", lambda s: p(s, "Quill") == p(s, "Providence") + 1),
    ("Mr Marsh's cargo came from Lisbon.", lambda s: s.same("Marsh", "Lisbon")),
]
INTRO = ["Five warehouses stand side by side on the river quay, numbered 1 to 5 going upstream. Each belongs to a different merchant and holds a different cargo, brought by a different ship from a different port."]
OUTRO = ['Work out who owns each warehouse, what it holds, and which ship brought it from which port.']
REMARKS = INTRO + OUTRO
