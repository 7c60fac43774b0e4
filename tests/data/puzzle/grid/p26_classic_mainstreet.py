H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Colors", ["blue", "gray", "green", "white", "yellow"]),
    ("Owners", ["Mr. Bauer", "Mr. Costa", "Mr. Dahl", "Mr. Evans", "Mr. Fiore"]),
    ("Cars", ["Buick", "Chevy", "Dodge", "Ford", "Packard"]),
    ("Drinks", ["buttermilk", "coffee", "iced tea", "lemonade", "root beer"]),
    ("Pets", ["beagle", "canary", "goldfish", "parakeet", "tabby cat"]),
]
SOLUTION = [
    ["1", "yellow", "Mr. Dahl", "Ford", "root beer", "tabby cat"],
    ["2", "blue", "Mr. Fiore", "Buick", "iced tea", "parakeet"],
    ["3", "white", "Mr. Bauer", "Packard", "buttermilk", "beagle"],
    ["4", "green", "Mr. Evans", "Dodge", "coffee", "goldfish"],
    ["5", "gray", "Mr. Costa", "Chevy", "lemonade", "canary"],
]
CLUES = [
    ("There are five houses on Main Street.", lambda s: True),
    ("Mr. Bauer lives in the white house.", lambda s: s.same("Mr. Bauer", "white")),
    ("Mr. Costa keeps a canary.", lambda s: s.same("Mr. Costa", "canary")),
    ("Coffee is drunk in the green house.", lambda s: s.same("coffee", "green")),
    ("Mr. Fiore drinks iced tea.", lambda s: s.same("Mr. Fiore", "iced tea")),
    ("The green house is immediately to the left of the gray house.", lambda s: s.n(H, "green") == s.n(H, "gray") - 1),
    ("The man who drives the Packard keeps a beagle.", lambda s: s.same("Packard", "beagle")),
    ("The Ford is parked at the yellow house.", lambda s: s.same("Ford", "yellow")),
    ("Buttermilk is drunk in the middle house.", lambda s: s.n(H, "buttermilk") == 3),
    ("Mr. Dahl lives in the first house.", lambda s: s.n(H, "Mr. Dahl") == 1),
    ("The man who drives the Buick lives next door to the man with the tabby cat.", lambda s: near(s, "Buick", "tabby cat")),
    ("The Ford is parked next to the house where the parakeet lives.", lambda s: near(s, "Ford", "parakeet")),
    ("The Chevy driver drinks lemonade.", lambda s: s.same("Chevy", "lemonade")),
    ("Mr. Evans drives a Dodge.", lambda s: s.same("Mr. Evans", "Dodge")),
    ("Mr. Dahl lives next door to the blue house.", lambda s: near(s, "Mr. Dahl", "blue")),
]
QUESTIONS = [
    ("Who drinks root beer?", lambda s: s.v("Owners", "root beer")),
    ("Who owns the goldfish?", lambda s: s.v("Owners", "goldfish")),
]
NUM = "."
DOT = False
INTRO = [
    "The Houses on Main Street",
    "Five houses stand side by side on Main Street, numbered 1 to 5 from left to right as you face them. Each is painted a different color, and the man who lives in each drives a different make of car, drinks a different beverage, and keeps a different pet.",
]
OUTRO = ["\u201cLeft\u201d and \u201cright\u201d are as you face the houses from the street."]
REMARKS = INTRO + OUTRO
