# Loungers are numbered 1 to 5 from the left as you face the pool, so "to the
# right of" means a higher number and "immediately to the right of" one higher.
N = "Loungers"
CATEGORIES = [
    ("Loungers", ["1", "2", "3", "4", "5"]),
    ("Guests", ["Greta", "Henrik", "Inga", "Jasper", "Kofi"]),
    ("Towels", ["blue", "green", "orange", "red", "striped"]),
    ("Drinks", ["coconut water", "iced tea", "lemonade", "mojito", "smoothie"]),
    ("Books", ["biography", "cookbook", "crime novel", "poetry", "travel guide"]),
    ("Hats", ["bucket hat", "cap", "panama", "straw hat", "visor"]),
]
SOLUTION = [
    ["1", "Kofi", "green", "iced tea", "biography", "cap"],
    ["2", "Inga", "orange", "smoothie", "crime novel", "straw hat"],
    ["3", "Greta", "blue", "lemonade", "poetry", "panama"],
    ["4", "Jasper", "striped", "coconut water", "travel guide", "visor"],
    ["5", "Henrik", "red", "mojito", "cookbook", "bucket hat"],
]
def near(s, a, b):
    return abs(s.n(N, a) - s.n(N, b)) == 1
def at_end(s, a):
    return s.n(N, a) in (1, 5)
CLUES = [
    ("The guest in the panama hat is on the middle lounger.", lambda s: s.n(N, "panama") == 3),
    ("The orange towel is immediately to the right of the green towel.", lambda s: s.n(N, "orange") == s.n(N, "green") + 1),
    ("Kofi is next to the guest in the straw hat.", lambda s: near(s, "Kofi", "straw hat")),
    ("The lemonade drinker wears the panama.", lambda s: s.same("lemonade", "panama")),
    ("The visor is immediately to the left of the red towel.", lambda s: s.n(N, "visor") == s.n(N, "red") - 1),
    ("The smoothie drinker is reading a crime novel.", lambda s: s.same("smoothie", "crime novel")),
    ("Inga drinks a smoothie.", lambda s: s.same("Inga", "smoothie")),
    ("The biography reader wears a cap.", lambda s: s.same("biography", "cap")),
    ("The poetry reader has the blue towel.", lambda s: s.same("poetry", "blue")),
    ("The guest reading the travel guide is next to the guest with the red towel.", lambda s: near(s, "travel guide", "red")),
    ("Greta's lounger is directly between Inga's and Jasper's.",
     lambda s: sorted([s.n(N, "Inga"), s.n(N, "Jasper")]) == [s.n(N, "Greta") - 1, s.n(N, "Greta") + 1]),
    ("The iced tea drinker is at one end of the row.", lambda s: at_end(s, "iced tea")),
    ("Henrik is somewhere to the right of Jasper.", lambda s: s.n(N, "Henrik") > s.n(N, "Jasper")),
    ("The guest with the green towel wears a cap.", lambda s: s.same("green", "cap")),
    ("The mojito drinker is next to the guest in the visor.", lambda s: near(s, "mojito", "visor")),
]
QUESTIONS = [("Who is drinking the coconut water? Who is reading the cookbook?",
              lambda s: (s.v("Guests", "coconut water"), s.v("Guests", "cookbook")))]
NUM = "."
INTRO = ["Five sun loungers stand in a row beside the hotel pool, numbered 1 to 5 from left to right as you face the pool. On each lies a different guest with a different towel, drink, book and hat."]
OUTRO = []
REMARKS = INTRO + OUTRO
