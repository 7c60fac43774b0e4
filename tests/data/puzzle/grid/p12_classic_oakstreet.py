# A school worksheet: four houses, no category lines, numbered clues, the dog
# named only in a question.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Children", ["Amy", "Ben", "Chloe", "Dev"]),
    ("Colours", ["blue", "green", "red", "yellow"]),
    ("Pets", ["cat", "dog", "goldfish", "rabbit"]),
]
SOLUTION = [
    ("1", "Ben", "green", "rabbit"),
    ("2", "Amy", "red", "dog"),
    ("3", "Dev", "yellow", "goldfish"),
    ("4", "Chloe", "blue", "cat"),
]
INTRO = ["Four children live in four houses next to each other on Oak Street. The houses are numbered 1, 2, 3 and 4 from left to right. Each house is a different colour and each child has a different pet. Read the clues and work out who lives where."]
CLUES = [
    ("Amy lives in the red house.", lambda s: s.same("Amy", "red")),
    ("The red house is next to the green house.", lambda s: nextto(s, "red", "green")),
    ("Chloe lives in house 4.", lambda s: h(s, "Chloe") == 4),
    ("The cat lives in the blue house.", lambda s: s.same("cat", "blue")),
    ("Ben has a rabbit.", lambda s: s.same("Ben", "rabbit")),
    ("Dev lives between Amy and Chloe.", lambda s: min(h(s, "Amy"), h(s, "Chloe")) < h(s, "Dev") < max(h(s, "Amy"), h(s, "Chloe"))),
    ("The goldfish lives in the yellow house.", lambda s: s.same("goldfish", "yellow")),
    ("Ben lives at one end of the street.", lambda s: h(s, "Ben") in (1, 4)),
    ("The yellow house is next to the red house.", lambda s: nextto(s, "yellow", "red")),
]
QUESTIONS = [("Who has the dog?", lambda s: s.v("Children", "dog")),
             ("What colour is Dev's house?", lambda s: s.v("Colours", "Dev"))]
REMARKS = INTRO
