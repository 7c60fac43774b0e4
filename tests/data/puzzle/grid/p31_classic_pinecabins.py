C = "Cabins"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Guests", ["Vaughn", "Walter", "Ximena", "Yusuf", "Zelda"]),
    ("Hometowns", ["Boston", "Denver", "Miami", "Phoenix", "Seattle"]),
    ("Boats", ["canoe", "kayak", "paddleboard", "rowboat", "sailboat"]),
    ("Breakfasts", ["bagels", "oatmeal", "pancakes", "waffles", "yogurt"]),
]
SOLUTION = [
    ["1", "Walter", "Denver", "canoe", "pancakes"],
    ["2", "Ximena", "Seattle", "kayak", "yogurt"],
    ["3", "Yusuf", "Boston", "sailboat", "waffles"],
    ["4", "Vaughn", "Phoenix", "paddleboard", "bagels"],
    ["5", "Zelda", "Miami", "rowboat", "oatmeal"],
]
CLUES = [
    ("Walter is staying in the first cabin.", lambda s: s.n(C, "Walter") == 1),
    ("The guest from Boston takes out the sailboat.", lambda s: s.same("Boston", "sailboat")),
    ("The guest who eats pancakes is next door to the kayaker.", lambda s: near(s, "pancakes", "kayak")),
    ("The guest from Seattle is in the cabin immediately to the left of the guest from Boston.",
     lambda s: s.n(C, "Seattle") == s.n(C, "Boston") - 1),
    ("Waffles are eaten in the middle cabin.", lambda s: s.n(C, "waffles") == 3),
    ("Zelda eats oatmeal.", lambda s: s.same("Zelda", "oatmeal")),
    ("Vaughn is from Phoenix.", lambda s: s.same("Vaughn", "Phoenix")),
    ("The rowboat belongs to the guest from Miami.", lambda s: s.same("rowboat", "Miami")),
    ("The paddleboarder eats bagels.", lambda s: s.same("paddleboard", "bagels")),
    ("Ximena's cabin is next to Walter's.", lambda s: near(s, "Ximena", "Walter")),
    ("The yogurt eater is from Seattle.", lambda s: s.same("yogurt", "Seattle")),
    ("The guest from Denver is next door to the kayaker.", lambda s: near(s, "Denver", "kayak")),
    ("The kayaker is in the cabin immediately to the left of Yusuf's.",
     lambda s: s.n(C, "kayak") == s.n(C, "Yusuf") - 1),
    ("The paddleboarder is next door to the guest from Boston.", lambda s: near(s, "paddleboard", "Boston")),
]
QUESTIONS = [("Who takes out the kayak? Where is Zelda from?",
              lambda s: (s.v("Guests", "kayak"), s.v("Hometowns", "Zelda")))]
NUM = None
DOT = True
INTRO = ["Five guests are staying in the five cabins that stand in a row along the lake shore. "
         "The cabins are numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
