# Puzzle-book style with category lines (full stops), an intro paragraph,
# 16 numbered clues in the 1962 manner with sports in place of the cigarette
# brands: "the man who plays golf", "whoever rows", "the owner of the dog",
# "two doors away from"; two questions.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Belgian", "Canadian", "Estonian", "Kenyan", "Portuguese"]),
    ("Colours", ["blue", "green", "red", "white", "yellow"]),
    ("Pets", ["budgie", "cat", "dog", "horse", "iguana"]),
    ("Drinks", ["coffee", "juice", "milk", "tea", "water"]),
    ("Sports", ["cycling", "golf", "judo", "rowing", "tennis"]),
]
SOLUTION = [
    ("1", "Kenyan", "yellow", "cat", "water", "golf"),
    ("2", "Belgian", "blue", "horse", "tea", "cycling"),
    ("3", "Estonian", "red", "dog", "milk", "tennis"),
    ("4", "Canadian", "green", "budgie", "coffee", "judo"),
    ("5", "Portuguese", "white", "iguana", "juice", "rowing"),
]
INTRO = ["Five men of different nationalities live in a row of five houses, numbered 1 to 5 from left to right. Each house is painted a different colour, and each man keeps a different pet, prefers a different drink and plays a different sport."]
CLUES = [
    ("The Estonian lives in the red house.", lambda s: s.same("Estonian", "red")),
    ("The Belgian keeps a horse.", lambda s: s.same("Belgian", "horse")),
    ("Coffee is drunk in the green house.", lambda s: s.same("coffee", "green")),
    ("The Belgian drinks tea.", lambda s: s.same("Belgian", "tea")),
    ("The green house is directly to the left of the white house.", lambda s: h(s, "green") + 1 == h(s, "white")),
    ("The man who plays golf keeps a cat.", lambda s: s.same("golf", "cat")),
    ("Milk is drunk in the middle house.", lambda s: h(s, "milk") == 3),
    ("The Kenyan lives in the first house.", lambda s: h(s, "Kenyan") == 1),
    ("The cyclist lives next to the man who keeps a cat.", lambda s: nextto(s, "cycling", "cat")),
    ("Whoever rows lives at one end of the row.", lambda s: h(s, "rowing") in (1, 5)),
    ("The owner of the dog plays tennis.", lambda s: s.same("dog", "tennis")),
    ("The Canadian does judo.", lambda s: s.same("Canadian", "judo")),
    ("The Kenyan lives next to the blue house.", lambda s: nextto(s, "Kenyan", "blue")),
    ("The golfer lives in the yellow house.", lambda s: s.same("golf", "yellow")),
    ("The Portuguese does not drink coffee.", lambda s: not s.same("Portuguese", "coffee")),
    ("Juice is drunk in the white house.", lambda s: s.same("juice", "white")),
    ("The iguana lives two doors away from the dog.", lambda s: abs(h(s, "iguana") - h(s, "dog")) == 2),
]
QUESTIONS = [("Who drinks juice?", lambda s: s.v("Nationalities", "juice")),
             ("Who owns the budgie?", lambda s: s.v("Nationalities", "budgie"))]
REMARKS = INTRO
