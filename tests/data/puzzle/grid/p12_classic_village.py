# Category lines, six categories, 19 numbered clues in the manner of the
# 1962 text but with lists: "The man who ...", "Whoever ...", "The owner of
# the ...", possessives, "between", negations, phone brands for cigarettes.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Argentine", "Dane", "Kenyan", "Nepali", "Turk"]),
    ("Colours", ["blue", "cream", "green", "red", "white"]),
    ("Pets", ["budgie", "ferret", "goat", "mouse", "zebra"]),
    ("Drinks", ["cocoa", "coffee", "milk", "tea", "water"]),
    ("Phones", ["Huawei", "Motorola", "Nokia", "Samsung", "Sony"]),
]
SOLUTION = [
    ("1", "Dane", "cream", "goat", "water", "Nokia"),
    ("2", "Kenyan", "blue", "budgie", "tea", "Sony"),
    ("3", "Turk", "red", "mouse", "milk", "Samsung"),
    ("4", "Argentine", "white", "ferret", "coffee", "Huawei"),
    ("5", "Nepali", "green", "zebra", "cocoa", "Motorola"),
]
INTRO = ["Five men of different nationalities live in a row of five houses, numbered 1 to 5 from left to right. Each house is a different colour, and each man keeps a different pet, has a different favourite drink and uses a different make of phone."]
CLUES = [
    ("The Turk lives in the red house.", lambda s: s.same("Turk", "red")),
    ("The man who keeps a budgie drinks tea.", lambda s: s.same("budgie", "tea")),
    ("Coffee is drunk in the white house.", lambda s: s.same("coffee", "white")),
    ("The Dane lives in the first house.", lambda s: h(s, "Dane") == 1),
    ("The owner of the Samsung lives in the middle house.", lambda s: h(s, "Samsung") == 3),
    ("The green house is at the right-hand end of the row.", lambda s: h(s, "green") == 5),
    ("Whoever owns the Nokia lives next to the man with the budgie.", lambda s: nextto(s, "Nokia", "budgie")),
    ("The Kenyan's phone is a Sony.", lambda s: s.same("Kenyan", "Sony")),
    ("The milk drinker lives between the Kenyan and the Argentine.", lambda s: min(h(s, "Kenyan"), h(s, "Argentine")) < h(s, "milk") < max(h(s, "Kenyan"), h(s, "Argentine"))),
    ("The ferret's owner uses a Huawei.", lambda s: s.same("ferret", "Huawei")),
    ("The Nepali drinks cocoa.", lambda s: s.same("Nepali", "cocoa")),
    ("The goat does not live next to the mouse.", lambda s: not nextto(s, "goat", "mouse")),
    ("The cream house is immediately to the left of the blue house.", lambda s: h(s, "cream") + 1 == h(s, "blue")),
    ("The Argentine does not own the zebra.", lambda s: not s.same("Argentine", "zebra")),
    ("The Motorola is used in the green house.", lambda s: s.same("Motorola", "green")),
    ("The Kenyan lives next door to the Dane.", lambda s: nextto(s, "Kenyan", "Dane")),
    ("Milk is drunk in the middle house.", lambda s: h(s, "milk") == 3),
    ("The mouse is kept in the red house.", lambda s: s.same("mouse", "red")),
    ("The goat lives in the cream house.", lambda s: s.same("goat", "cream")),
]
QUESTIONS = [("Who owns the zebra?", lambda s: s.v("Nationalities", "zebra")),
             ("Who drinks water?", lambda s: s.v("Nationalities", "water"))]
REMARKS = INTRO
