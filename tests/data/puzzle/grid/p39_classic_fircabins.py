# Einstein-style, with category lines, four cabins numbered 1 to 4 from left to right.
C = "Cabins"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4"]),
    ("Families", ["the Kims", "the Lunds", "the Moores", "the Novaks"]),
    ("Boats", ["canoe", "kayak", "rowing boat", "paddleboard"]),
    ("Breakfasts", ["pancakes", "eggs", "porridge", "toast"]),
    ("Hometowns", ["Oslo", "Cork", "Busan", "Brno"]),
]
SOLUTION = [
    ["1", "the Lunds", "kayak", "porridge", "Oslo"],
    ["2", "the Moores", "canoe", "pancakes", "Cork"],
    ["3", "the Kims", "paddleboard", "toast", "Busan"],
    ["4", "the Novaks", "rowing boat", "eggs", "Brno"],
]
CLUES = [
    ("The Kims come from Busan.", lambda s: s.same("the Kims", "Busan")),
    ("The family in the first cabin come from Oslo.", lambda s: s.n(C, "Oslo") == 1),
    ("The canoe belongs to the cabin next to the Lunds'.", lambda s: near(s, "canoe", "the Lunds")),
    ("The family who eat pancakes are in the cabin immediately to the left of the family from Busan.",
     lambda s: s.n(C, "pancakes") == s.n(C, "Busan") - 1),
    ("The Novaks eat eggs.", lambda s: s.same("the Novaks", "eggs")),
    ("The rowing boat is tied up at the last cabin on the right.", lambda s: s.n(C, "rowing boat") == 4),
    ("The family from Cork have the canoe.", lambda s: s.same("Cork", "canoe")),
    ("The Lunds eat porridge.", lambda s: s.same("the Lunds", "porridge")),
    ("The paddleboard family have toast for breakfast.", lambda s: s.same("paddleboard", "toast")),
    ("The Novaks are not next door to the Lunds.", lambda s: not near(s, "the Novaks", "the Lunds")),
]
QUESTIONS = [("Who owns the kayak?", lambda s: s.v("Families", "kayak")),
             ("Where do the Novaks come from?", lambda s: s.v("Hometowns", "the Novaks"))]
NUM = ")"
DOT = True
INTRO = ["Four families are staying in four log cabins in a row beside Fir Lake, numbered 1 to 4 from left to right. Each family has brought a different boat, eats a different breakfast and comes from a different town."]
OUTRO = []
REMARKS = INTRO + OUTRO
