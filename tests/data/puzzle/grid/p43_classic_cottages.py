H = "Cottages"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4"]),
    ("Doors", ["black", "blue", "green", "red"]),
    ("Former jobs", ["fisherman", "postman", "schoolteacher", "vicar"]),
    ("Pets", ["canary", "cat", "goldfish", "tortoise"]),
    ("Gardens", ["dahlias", "herbs", "roses", "vegetables"]),
]
SOLUTION = [
    ["1", "black", "postman", "tortoise", "herbs"],
    ["2", "red", "vicar", "canary", "roses"],
    ["3", "blue", "fisherman", "cat", "vegetables"],
    ["4", "green", "schoolteacher", "goldfish", "dahlias"],
]
CLUES = [
    ("The retired vicar lives behind the red door.", lambda s: s.same("vicar", "red")),
    ("The old fisherman keeps a cat.", lambda s: s.same("fisherman", "cat")),
    ("Roses grow in front of the cottage with the red door.", lambda s: s.same("roses", "red")),
    ("The blue door and the green door are next to each other.", lambda s: near(s, "blue", "green")),
    ("The tortoise lives at the opposite end of the row from the goldfish.",
     lambda s: {s.n(H, "tortoise"), s.n(H, "goldfish")} == {1, 4}),
    ("The canary's owner lives next door to the man who grows herbs.", lambda s: near(s, "canary", "herbs")),
    ("The fisherman's cottage is immediately to the left of the one with the green door.",
     lambda s: s.n(H, "fisherman") == s.n(H, "green") - 1),
    ("Vegetables are grown by the owner of the cat.", lambda s: s.same("vegetables", "cat")),
    ("The former postman lives two doors away from the fisherman.", lambda s: abs(s.n(H, "postman") - s.n(H, "fisherman")) == 2),
    ("Dahlias grow outside the schoolteacher's cottage, which doesn't have a black door.",
     lambda s: s.same("dahlias", "schoolteacher") and not s.same("schoolteacher", "black")),
    ("The goldfish lives behind the green door.", lambda s: s.same("goldfish", "green")),
]
QUESTIONS = [("Who keeps the goldfish? Who grows the herbs?",
              lambda s: (s.v("Former jobs", "goldfish"), s.v("Former jobs", "herbs")))]
NUM = "."
DOT = False
INTRO = ["Four retired men live in the four Coastguard Cottages, which stand in a row above the harbour and are numbered 1 to 4 from left to right. "
         "Each cottage has a different colour of front door, each man keeps a different pet, and each garden is given over to something different."]
OUTRO = []
REMARKS = INTRO + OUTRO
