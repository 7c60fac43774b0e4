# Clue 7, "The cellist lives close to the blue house.": "close to" gives no
# distance (no category lines); next door and two doors away give different
# single solutions, "at most two doors away" leaves two.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Names", ["Gus", "Hana", "Ivo", "Jen", "Kai"]),
    ("Colours", ["blue", "green", "red", "white", "yellow"]),
    ("Instruments", ["banjo", "cello", "drums", "flute", "harp"]),
]
INTRO = ["Five musicians live in five houses in a row, numbered 1 to 5 from left to right. Each house is a different colour and each musician plays a different instrument."]
CLUES = [
    ("Gus lives in the first house.", lambda s: h(s, "Gus") == 1),
    ("The blue house is in the middle.", lambda s: h(s, "blue") == 3),
    ("The drummer lives in the blue house.", lambda s: s.same("drums", "blue")),
    ("Hana lives next door to Gus.", lambda s: nextto(s, "Hana", "Gus")),
    ("The harpist lives at the left-hand end.", lambda s: h(s, "harp") == 1),
    ("The banjo player lives next to the harpist.", lambda s: nextto(s, "banjo", "harp")),
    ("Ivo plays the drums.", lambda s: s.same("Ivo", "drums")),
    ("Jen lives immediately to the left of Kai.", lambda s: h(s, "Jen") + 1 == h(s, "Kai")),
    ("The red house is Gus's.", lambda s: s.same("red", "Gus")),
    ("The yellow house is next to the red house.", lambda s: nextto(s, "yellow", "red")),
    ("The flute player lives in the white house.", lambda s: s.same("flute", "white")),
]
BAD = "The cellist lives close to the blue house."
ORDER = [c[0] for c in CLUES[:6]] + [BAD] + [c[0] for c in CLUES[6:]]
REFUSED = {
    BAD: {
        "next to": lambda s: nextto(s, "cello", "blue"),
        "two doors away": lambda s: abs(h(s, "cello") - h(s, "blue")) == 2,
        "at most two doors away": lambda s: 1 <= abs(h(s, "cello") - h(s, "blue")) <= 2,
    },
}
EXPECT = 2
QUESTIONS = [("Who lives in the green house?", None), ("Who plays the flute?", None)]
REMARKS = INTRO
BAD_WHY = """
Clue 7, "The cellist lives close to the blue house.", must be refused:
"close to" gives no distance. Read as "next door to", the puzzle has one
solution (Jen plays the cello and lives in the green house, Kai the flute);
read as "two doors away from", a different one (Kai plays the cello, Jen the
flute in the white house); read as "at most two doors away", 2 solutions;
without the clue, 2. The questions get different answers under each reading.
"""
