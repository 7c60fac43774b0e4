T = "Start times"
CATEGORIES = [
    ("Parties", ["the Abernethys", "the Fenwick-Joneses", "the O'Days", "the Tremletts"]),
    ("Start times", ["10:15am", "10:45am", "11:15am", "11:45am"], [615, 645, 675, 705]),
    ("Punts", ["Dabchick", "Kingfisher", "Moorhen", "Otter"]),
    ("Picnics", ["cream tea", "pork pies", "sandwiches", "strawberries"]),
]
SOLUTION = [
    ["the Abernethys", "11:15am", "Otter", "sandwiches"],
    ["the Fenwick-Joneses", "10:15am", "Moorhen", "strawberries"],
    ["the O'Days", "11:45am", "Kingfisher", "pork pies"],
    ["the Tremletts", "10:45am", "Dabchick", "cream tea"],
]
CLUES = [
    ("The Fenwick-Joneses set off first.", lambda s: s.n(T, "the Fenwick-Joneses") == 615),
    ("The party in the Kingfisher left an hour after the Tremletts.", lambda s: s.n(T, "Kingfisher") == s.n(T, "the Tremletts") + 60),
    ("The Abernethys took sandwiches.", lambda s: s.same("the Abernethys", "sandwiches")),
    ("Whoever had the Moorhen brought strawberries.", lambda s: s.same("Moorhen", "strawberries")),
    ("The pork pies went out half an hour after the Otter.", lambda s: s.n(T, "pork pies") == s.n(T, "Otter") + 30),
    ("The Tremletts didn't hire the Otter.", lambda s: not s.same("the Tremletts", "Otter")),
    ("The cream tea was eaten on a punt that left before the sandwiches.", lambda s: s.n(T, "cream tea") < s.n(T, "sandwiches")),
    ("The Abernethys left before the O'Days.", lambda s: s.n(T, "the Abernethys") < s.n(T, "the O'Days")),
    ("The Fenwick-Joneses were not in the Dabchick.", lambda s: not s.same("the Fenwick-Joneses", "Dabchick")),
    ("The four parties were the O'Days, the party in the Otter, the one with the cream tea and the family that set off first.", lambda s: len({s.e("the O'Days"), s.e("Otter"), s.e("cream tea"), s.e("10:15am")}) == 4),
]
QUESTIONS = [("Which punt did the O'Days hire?", lambda s: s.v("Punts", "the O'Days"))]
NUM = ")"
DOT = False
INTRO = ["On a warm Sunday in June, four families hired punts from the boathouse below the bridge. Each family set off at a different time, in a different punt, with a different picnic."]
OUTRO = []
REMARKS = INTRO + OUTRO
