H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, a, b):
    return abs(h(s, a) - h(s, b)) == 1
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colours", ["brown", "grey", "orange", "pink", "purple"]),
    ("Nationalities", ["Icelander", "Kenyan", "Mexican", "Pole", "Swede"]),
    ("Drinks", ["cider", "cocoa", "espresso", "orange juice", "water"]),
    ("Pets", ["ferret", "hedgehog", "iguana", "parrot", "rabbit"]),
    ("Instruments", ["banjo", "cello", "drums", "harp", "trumpet"]),
]
CLUES = [
    ("There are five houses.", lambda s: True),
    ("The Mexican lives in the pink house.", lambda s: s.same("Mexican", "pink")),
    ("The Swede keeps a parrot.", lambda s: s.same("Swede", "parrot")),
    ("Cocoa is drunk in the brown house.", lambda s: s.same("cocoa", "brown")),
    ("The Kenyan plays the drums.", lambda s: s.same("Kenyan", "drums")),
    ("The purple house is immediately to the right of the pink house.", lambda s: h(s, "purple") == h(s, "pink") + 1),
    ("The man who plays the harp drinks espresso.", lambda s: s.same("harp", "espresso")),
    ("The owner of the hedgehog plays the cello.", lambda s: s.same("hedgehog", "cello")),
    ("Cider is drunk in the middle house.", lambda s: h(s, "cider") == 3),
    ("The Swede lives in the first house.", lambda s: h(s, "Swede") == 1),
    ("The man who plays the banjo lives next door to the man who plays the trumpet.", lambda s: nextto(s, "banjo", "trumpet")),
    ("The iguana lives next door to the grey house.", lambda s: nextto(s, "iguana", "grey")),
    ("The Icelander keeps a rabbit.", lambda s: s.same("Icelander", "rabbit")),
    ("The trumpet player drinks orange juice.", lambda s: s.same("trumpet", "orange juice")),
    ("The Swede lives next to the orange house.", lambda s: nextto(s, "Swede", "orange")),
    ("The Pole lives next to the man who plays the cello.", lambda s: nextto(s, "Pole", "cello")),
    ("The Kenyan lives next to the Swede.", lambda s: nextto(s, "Kenyan", "Swede")),
]
REMARKS = ["The houses stand in a row and are counted from the left."]
QUESTIONS = [("Who drinks water?", lambda s: s.v("Nationalities", "water")),
             ("Who owns the ferret?", lambda s: s.v("Nationalities", "ferret"))]
