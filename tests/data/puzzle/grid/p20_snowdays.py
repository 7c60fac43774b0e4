D = "Dates"
F = "Snowfall"
CATEGORIES = [
    ("Towns", ["Alder", "Birch Hill", "Cedarville", "Dunmore"]),
    ("Dates", ["January 9", "January 16", "January 23", "January 30"], [9, 16, 23, 30]),
    ("Snowfall", ["8 cm", "12 cm", "16 cm", "20 cm"], [8, 12, 16, 20]),
    ("Activities", ["sledding", "snowball fight", "snow fort", "snowman"]),
]
SOLUTION = [
    ["Alder", "January 16", "20 cm", "sledding"],
    ["Birch Hill", "January 30", "8 cm", "snowman"],
    ["Cedarville", "January 9", "12 cm", "snow fort"],
    ["Dunmore", "January 23", "16 cm", "snowball fight"],
]
CLUES = [
    ("The heaviest snow fell a week after Cedarville's snow day.", lambda s: s.n(D, "20 cm") == s.n(D, "Cedarville") + 7),
    ("Birch Hill's snow day was the last of the month, and it had the least snow.",
     lambda s: s.n(D, "Birch Hill") == 30 and s.n(F, "Birch Hill") == 8),
    ("Dunmore got 4 cm more snow than Cedarville.", lambda s: s.n(F, "Dunmore") == s.n(F, "Cedarville") + 4),
    ("The town that went sledding had its snow day on January 16.", lambda s: s.same("sledding", "January 16")),
    ("The snow fort was built in the town that got 12 cm.", lambda s: s.same("snow fort", "12 cm")),
    ("Alder's kids didn't build a snowman, but Birch Hill's kids did.", lambda s: not s.same("Alder", "snowman") and s.same("Birch Hill", "snowman")),
    ("Alder had more snow than Dunmore.", lambda s: s.n(F, "Alder") > s.n(F, "Dunmore")),
    ("Dunmore's snow day came after Alder's.", lambda s: s.n(D, "Dunmore") > s.n(D, "Alder")),
]
QUESTIONS = [("Where did the kids have a snowball fight?", lambda s: s.v("Towns", "snowball fight"))]
NUM = "."
DOT = False
INTRO = ["Last January, four towns each had one snow day, on four different Fridays. Each town got a different amount of snow, and the kids in each town spent the day doing something different."]
OUTRO = []
REMARKS = INTRO + OUTRO
