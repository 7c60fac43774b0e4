W = "Wingspans"
D = "Release dates"
CATEGORIES = [
    ("Volunteers", ["Astrid", "Boris", "Cleo", "Desmond"]),
    ("Birds", ["bald eagle", "great horned owl", "osprey", "red-tailed hawk"]),
    ("Wingspans", ["44 inches", "52 inches", "63 inches", "78 inches"], [44, 52, 63, 78]),
    ("Release dates", ["March 14", "March 21", "March 28", "April 4"], [14, 21, 28, 35]),
]
SOLUTION = [
    ["Astrid", "osprey", "63 inches", "March 28"],
    ["Boris", "great horned owl", "52 inches", "April 4"],
    ["Cleo", "bald eagle", "78 inches", "March 14"],
    ["Desmond", "red-tailed hawk", "44 inches", "March 21"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The bird with the widest wingspan was released first.",
     lambda s: s.same("78 inches", "March 14")),
    ("The osprey was set free 1 week after Desmond's bird.",
     lambda s: s.n(D, "osprey") == s.n(D, "Desmond") + 7),
    ("Boris's bird has a wingspan 8 inches wider than the hawk's.",
     lambda s: s.n(W, "Boris") == s.n(W, "red-tailed hawk") + 8),
    ("The bird released on April 4 is either the owl or Cleo's bird.",
     lambda s: s.same("April 4", "great horned owl") != s.same("April 4", "Cleo")),
    ("Of Astrid and the volunteer who cared for the hawk, one released a bird on March 21 and the other's bird has a 63-inch wingspan.",
     lambda s: one_other(s, "Astrid", "red-tailed hawk", "March 21", "63 inches")),
    ("Neither Astrid nor Boris looked after the eagle.",
     lambda s: not s.same("Astrid", "bald eagle") and not s.same("Boris", "bald eagle")),
    ("Cleo's bird was released 2 weeks before Astrid's.",
     lambda s: s.n(D, "Cleo") == s.n(D, "Astrid") - 14),
]
NUM = None
DOT = False
INTRO = ["Four volunteers at a wildlife center each nursed an injured bird back to health and released it this spring."]
OUTRO = []
REMARKS = INTRO + OUTRO
