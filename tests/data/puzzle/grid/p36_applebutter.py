G = "Yields"
CATEGORIES = [
    ("Stirrers", ["Alva", "Bernice", "Cora", "Dot"]),
    ("Apples", ["Grimes Golden", "Jonathan", "Rome", "Winesap"]),
    ("Yields", ["8 gallons", "10 gallons", "12 gallons", "14 gallons"], [8, 10, 12, 14]),
]
SOLUTION = [
    ["Alva", "Winesap", "12 gallons"],
    ["Bernice", "Jonathan", "8 gallons"],
    ["Cora", "Rome", "14 gallons"],
    ["Dot", "Grimes Golden", "10 gallons"],
]
CLUES = [
    ("Bernice's kettle made the least apple butter.", lambda s: s.n(G, "Bernice") == 8),
    ("The Rome apples made 4 gallons more than the Grimes Golden.",
     lambda s: s.n(G, "Rome") == s.n(G, "Grimes Golden") + 4),
    ("Alva's kettle turned out 2 gallons more than Dot's.", lambda s: s.n(G, "Alva") == s.n(G, "Dot") + 2),
    ("Cora didn't use Winesaps.", lambda s: not s.same("Cora", "Winesap")),
    ("Cora's kettle yielded more than Alva's.", lambda s: s.n(G, "Cora") > s.n(G, "Alva")),
    ("Bernice used neither the Grimes Golden nor the Winesap apples.",
     lambda s: not s.same("Bernice", "Grimes Golden") and not s.same("Bernice", "Winesap")),
]
NUM = "."
DOT = False
INTRO = ["At the Burnt Cabin apple butter stir, four women each tended a copper kettle over an open fire all day. Each kettle was filled with a different variety of apple and yielded a different amount of apple butter."]
OUTRO = []
REMARKS = INTRO + OUTRO
