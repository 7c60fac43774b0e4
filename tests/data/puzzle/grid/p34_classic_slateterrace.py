H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Mr Evans", "Mrs Jones", "Mrs Lloyd", "Miss Morgan", "Mr Price"]),
    ("Doors", ["blue", "green", "red", "white", "yellow"]),
    ("Jobs", ["baker", "butcher", "nurse", "postman", "teacher"]),
    ("Pets", ["budgie", "cat", "dog", "rabbit", "tortoise"]),
    ("Drinks", ["cocoa", "coffee", "milk", "squash", "tea"]),
]
SOLUTION = [
    ["1", "Mr Price", "blue", "postman", "dog", "tea"],
    ["2", "Mrs Jones", "green", "nurse", "budgie", "cocoa"],
    ["3", "Miss Morgan", "red", "teacher", "cat", "milk"],
    ["4", "Mr Evans", "white", "butcher", "tortoise", "coffee"],
    ["5", "Mrs Lloyd", "yellow", "baker", "rabbit", "squash"],
]
CLUES = [
    ("Mrs Jones lives behind the green door.", lambda s: s.same("Mrs Jones", "green")),
    ("The postman keeps a dog.", lambda s: s.same("postman", "dog")),
    ("Coffee is drunk in the house with the white door.", lambda s: s.same("coffee", "white")),
    ("Miss Morgan is the teacher.", lambda s: s.same("Miss Morgan", "teacher")),
    ("The white door is immediately to the right of the red door.", lambda s: s.n(H, "white") == s.n(H, "red") + 1),
    ("The nurse keeps a budgie.", lambda s: s.same("nurse", "budgie")),
    ("The baker lives behind the yellow door.", lambda s: s.same("baker", "yellow")),
    ("Milk is drunk in the middle house.", lambda s: s.n(H, "milk") == 3),
    ("Mr Price lives in the first house.", lambda s: s.n(H, "Mr Price") == 1),
    ("The butcher lives next door to the house where the cat is kept.", lambda s: near(s, "butcher", "cat")),
    ("The baker lives next door to the house with the tortoise.", lambda s: near(s, "baker", "tortoise")),
    ("Whoever drinks squash keeps a rabbit.", lambda s: s.same("squash", "rabbit")),
    ("Mr Evans is the butcher.", lambda s: s.same("Mr Evans", "butcher")),
    ("Mr Price lives next door to the green door.", lambda s: near(s, "Mr Price", "green")),
    ("The dog lives in one of the two end houses.", lambda s: s.n(H, "dog") in (1, 5)),
    ("Mrs Jones drinks cocoa.", lambda s: s.same("Mrs Jones", "cocoa")),
]
QUESTIONS = [
    ("Who drinks tea?", lambda s: s.v("Residents", "tea")),
    ("Who owns the tortoise?", lambda s: s.v("Residents", "tortoise")),
]
NUM = "."
DOT = False
INTRO = ["Five houses stand in a slate-roofed terrace in a Welsh village, numbered 1 to 5 from left to right as you face them. Each has a different resident, a front door of a different colour, and each resident has a different job, a different pet and a different favourite drink."]
OUTRO = ["Left and right are as you face the terrace from the street."]
REMARKS = INTRO + OUTRO
