# No category lines: an intro naming the kinds of attribute but no values.
# Every value occurs in a clue or a question.
H = "Igloos"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Igloos", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Residents", ["Anouk", "Bjorn", "Ciaran", "Dagmar", "Elspeth"]),
    ("Dogs", ["Blizzard", "Comet", "Frost", "Mukluk", "Tundra"]),
    ("Soups", ["barley", "fish", "leek", "lentil", "mushroom"]),
    ("Scarves", ["brown", "grey", "purple", "red", "yellow"]),
]
SOLUTION = [
    ("1", "Dagmar", "Comet", "lentil", "red"),
    ("2", "Bjorn", "Tundra", "fish", "grey"),
    ("3", "Elspeth", "Frost", "mushroom", "yellow"),
    ("4", "Anouk", "Blizzard", "leek", "brown"),
    ("5", "Ciaran", "Mukluk", "barley", "purple"),
]
INTRO = ["Five igloos stand in a row on the ice, numbered 1 to 5 from left to right. Each is home to one person, who owns one sled dog, has one favourite soup and wears one scarf. No two of them share a dog, a soup or a scarf colour."]
CLUES = [
    ("Dagmar lives in the first igloo.", lambda s: h(s, "Dagmar") == 1),
    ("The person in the middle igloo eats mushroom soup.", lambda s: h(s, "mushroom") == 3),
    ("Bjorn's dog is Tundra.", lambda s: s.same("Bjorn", "Tundra")),
    ("The person with the grey scarf lives next to Dagmar.", lambda s: nextto(s, "grey", "Dagmar")),
    ("Anouk lives immediately to the right of Elspeth.", lambda s: h(s, "Anouk") == h(s, "Elspeth") + 1),
    ("The owner of Blizzard eats leek soup.", lambda s: s.same("Blizzard", "leek")),
    ("The person in the purple scarf lives in the last igloo.", lambda s: h(s, "purple") == 5),
    ("Ciaran's dog is called Mukluk.", lambda s: s.same("Ciaran", "Mukluk")),
    ("The lentil soup eater lives next to the fish soup eater.", lambda s: nextto(s, "lentil", "fish")),
    ("Elspeth wears a yellow scarf.", lambda s: s.same("Elspeth", "yellow")),
    ("Comet's owner wears red.", lambda s: s.same("Comet", "red")),
    ("Nobody in a brown scarf eats fish soup.", lambda s: not s.same("brown", "fish")),
    ("Elspeth lives two igloos to the right of Dagmar.", lambda s: h(s, "Elspeth") == h(s, "Dagmar") + 2),
    ("Ciaran wears the purple scarf.", lambda s: s.same("Ciaran", "purple")),
    ("Comet and Tundra live in neighbouring igloos.", lambda s: nextto(s, "Comet", "Tundra")),
    ("Dagmar does not like fish soup.", lambda s: not s.same("Dagmar", "fish")),
]
QUESTIONS = [("Who eats barley soup?", lambda s: s.v("Residents", "barley")), ("Who owns Frost?", lambda s: s.v("Residents", "Frost"))]
REMARKS = INTRO
