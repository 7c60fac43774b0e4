# The text has no category lines: every value occurs in a clue or a question
# (the water and the snake only in the questions).
H = "Houses"
def pos(s, x):
    return s.n(H, x)
def next_to(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Nationalities", ["Austrian", "Belgian", "Chilean", "Dane", "Estonian"]),
    ("Colours", ["blue", "green", "red", "white", "yellow"]),
    ("Drinks", ["coffee", "juice", "milk", "tea", "water"]),
    ("Pets", ["cat", "dog", "horse", "rabbit", "snake"]),
    ("Desserts", ["cheesecake", "crumble", "jelly", "pie", "trifle"]),
]
CLUES = [
    ("The Austrian lives in the green house, where juice is drunk.",
     lambda s: s.same("Austrian", "green") and s.same("juice", "green")),
    ("The Belgian keeps a cat.", lambda s: s.same("Belgian", "cat")),
    ("The Dane drinks coffee.", lambda s: s.same("Dane", "coffee")),
    ("The red house is directly to the left of the blue house.", lambda s: pos(s, "red") == pos(s, "blue") - 1),
    ("The person who eats crumble keeps a dog.", lambda s: s.same("crumble", "dog")),
    ("Cheesecake is eaten in the red house.", lambda s: s.same("cheesecake", "red")),
    ("Milk is drunk in the middle house.", lambda s: pos(s, "milk") == 3),
    ("The Chilean lives in the first house, which is white.",
     lambda s: pos(s, "Chilean") == 1 and s.same("Chilean", "white")),
    ("The person who eats pie lives next to the person who eats trifle.", lambda s: next_to(s, "pie", "trifle")),
    ("The horse is kept next to the house where trifle is eaten.", lambda s: next_to(s, "horse", "trifle")),
    ("The Estonian, who lives in the yellow house, eats crumble.",
     lambda s: s.same("Estonian", "yellow") and s.same("Estonian", "crumble")),
    ("Tea is drunk in the red house.", lambda s: s.same("tea", "red")),
    ("The Dane keeps a rabbit.", lambda s: s.same("Dane", "rabbit")),
    ("Jelly is eaten in the blue house.", lambda s: s.same("jelly", "blue")),
    ("Trifle is eaten in the green house.", lambda s: s.same("trifle", "green")),
]
REMARKS = ["Five houses of different colours stand in a row. In each lives a person of a different nationality, who keeps a different pet, drinks a different drink and likes a different dessert.", "The first house is the one on the left."]
QUESTIONS = [("Who drinks water?", lambda s: s.v("Nationalities", "water")),
             ("Who keeps the snake?", lambda s: s.v("Nationalities", "snake"))]
