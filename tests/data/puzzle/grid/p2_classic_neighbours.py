# "on the left of" is read as "somewhere to the left of" (the weaker reading);
# the key also satisfies "immediately to the left of", so both readings give
# the same unique solution.
H = "Houses"
def pos(s, x):
    return s.n(H, x)
def next_to(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Greta", "Hamid", "Ilse", "Joao", "Kwame"]),
    ("Colours", ["blue", "cream", "green", "red", "yellow"]),
    ("Drinks", ["cider", "coffee", "milk", "tea", "water"]),
    ("Pets", ["cat", "dog", "goldfish", "parrot", "rabbit"]),
    ("Instruments", ["cello", "flute", "guitar", "harp", "piano"]),
]
CLUES = [
    ("Ilse lives in the first house.", lambda s: pos(s, "Ilse") == 1),
    ("Milk is drunk by the person in the middle house.", lambda s: pos(s, "milk") == 3),
    ("The green house is on the left of the cream house.", lambda s: pos(s, "green") < pos(s, "cream")),
    ("The person in the green house drinks coffee.", lambda s: s.same("green", "coffee")),
    ("Greta owns a dog.", lambda s: s.same("Greta", "dog")),
    ("The person who plays the piano lives next to the one who keeps a cat.", lambda s: next_to(s, "piano", "cat")),
    ("The person who plays the harp has a neighbour who drinks tea.", lambda s: next_to(s, "harp", "tea")),
    ("Hamid drinks cider.", lambda s: s.same("Hamid", "cider")),
    ("The person who plays the flute lives in the red house.", lambda s: s.same("flute", "red")),
    ("The goldfish owner plays the guitar.", lambda s: s.same("goldfish", "guitar")),
    ("Kwame keeps a rabbit.", lambda s: s.same("Kwame", "rabbit")),
    ("The cello player lives in the cream house.", lambda s: s.same("cello", "cream")),
    ("The person who keeps a cat lives in the yellow house.", lambda s: s.same("cat", "yellow")),
    ("Joao lives in the green house.", lambda s: s.same("Joao", "green")),
    ("Kwame has a neighbour who plays the flute.", lambda s: next_to(s, "Kwame", "flute")),
]
REMARKS = ["House 1 is on the left and house 5 on the right."]
QUESTIONS = [("Who keeps the goldfish?", lambda s: s.v("Owners", "goldfish")),
             ("Who drinks water?", lambda s: s.v("Owners", "water"))]
