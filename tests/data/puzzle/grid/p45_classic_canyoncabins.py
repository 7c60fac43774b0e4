K, G, S, B, V = "Cabins", "Guests", "States", "Breakfasts", "Vehicles"
def nxt(s, a, b):
    return abs(s.n(K, a) - s.n(K, b)) == 1
CATEGORIES = [
    (K, ["1", "2", "3", "4", "5"]),
    (G, ["Mr. Brandt", "Mr. Carey", "Mr. Doyle", "Mr. Esposito", "Mr. Fitch"]),
    (S, ["Iowa", "Kansas", "Ohio", "Texas", "Utah"]),
    (B, ["bacon", "grits", "oatmeal", "pancakes", "waffles"]),
    (V, ["camper", "jeep", "motorcycle", "pickup", "station wagon"]),
]
SOLUTION = [
    ["1", "Mr. Doyle", "Ohio", "oatmeal", "pickup"],
    ["2", "Mr. Fitch", "Texas", "grits", "jeep"],
    ["3", "Mr. Brandt", "Iowa", "pancakes", "station wagon"],
    ["4", "Mr. Esposito", "Utah", "bacon", "motorcycle"],
    ["5", "Mr. Carey", "Kansas", "waffles", "camper"],
]
CLUES = [
    ("Mr. Brandt is from Iowa.", lambda s: s.same("Mr. Brandt", "Iowa")),
    ("The guest from Texas eats grits.", lambda s: s.same("Texas", "grits")),
    ("Pancakes are eaten in the middle cabin.", lambda s: s.n(K, "pancakes") == 3),
    ("Mr. Doyle stays in the first cabin.", lambda s: s.n(K, "Mr. Doyle") == 1),
    ("The jeep is parked at the cabin next to Mr. Doyle's.", lambda s: nxt(s, "jeep", "Mr. Doyle")),
    ("The man from Kansas drives the camper.", lambda s: s.same("Kansas", "camper")),
    ("The station wagon is parked immediately to the left of the cabin of the man from Utah.",
     lambda s: s.n(K, "station wagon") == s.n(K, "Utah") - 1),
    ("The man who eats oatmeal drives a pickup.", lambda s: s.same("oatmeal", "pickup")),
    ("Mr. Carey eats waffles.", lambda s: s.same("Mr. Carey", "waffles")),
    ("The man who eats bacon stays next to the man with the camper.", lambda s: nxt(s, "bacon", "camper")),
    ("Mr. Fitch stays next door to Mr. Brandt.", lambda s: nxt(s, "Mr. Fitch", "Mr. Brandt")),
    ("The man from Ohio stays in an end cabin.", lambda s: s.n(K, "Ohio") in (1, 5)),
    ("The man from Ohio eats oatmeal.", lambda s: s.same("Ohio", "oatmeal")),
    ("Mr. Carey's cabin is at the right-hand end of the row.", lambda s: s.n(K, "Mr. Carey") == 5),
    ("Mr. Esposito stays immediately to the right of Mr. Brandt.", lambda s: s.n(K, "Mr. Esposito") == s.n(K, "Mr. Brandt") + 1),
]
QUESTIONS = [("Who rides the motorcycle?", lambda s: s.v(G, "motorcycle")),
             ("Who eats grits?", lambda s: s.v(G, "grits"))]
NUM = "."
DOT = False
INTRO = ["Five cabins stand in a row along the rim of Red Rock Canyon, numbered 1 to 5 from left to right.",
         "In each cabin is one guest, from a different state, who eats a different breakfast and came in a different vehicle."]
OUTRO = []
REMARKS = INTRO + OUTRO
