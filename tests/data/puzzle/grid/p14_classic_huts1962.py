# A close paraphrase of the 1962 text in new nouns: beach huts, hut colours,
# nationalities, pets, drinks, and makes of car in place of the cigarette
# brands. 15 numbered statements in the same order and forms, no category
# lines; iced tea and the goat occur only in the questions.
H = "Huts"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Huts", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Dane", "Greek", "Icelander", "Pole", "Scot"]),
    ("Colours", ["lilac", "orange", "pink", "turquoise", "white"]),
    ("Pets", ["donkey", "goat", "parrot", "rabbit", "tortoise"]),
    ("Drinks", ["apple juice", "cocoa", "cola", "iced tea", "lemonade"]),
    ("Cars", ["Fiat", "Renault", "Skoda", "Toyota", "Volvo"]),
]
SOLUTION = [
    ("1", "Icelander", "turquoise", "rabbit", "iced tea", "Volvo"),
    ("2", "Pole", "pink", "donkey", "lemonade", "Skoda"),
    ("3", "Scot", "orange", "tortoise", "cola", "Fiat"),
    ("4", "Dane", "white", "parrot", "apple juice", "Renault"),
    ("5", "Greek", "lilac", "goat", "cocoa", "Toyota"),
]
CLUES = [
    ("There are five beach huts.", lambda s: True),
    ("The Scot has the orange hut.", lambda s: s.same("Scot", "orange")),
    ("The Dane keeps a parrot.", lambda s: s.same("Dane", "parrot")),
    ("Cocoa is drunk in the lilac hut.", lambda s: s.same("cocoa", "lilac")),
    ("The Pole drinks lemonade.", lambda s: s.same("Pole", "lemonade")),
    ("The lilac hut is immediately to the right of the white hut.", lambda s: h(s, "lilac") == h(s, "white") + 1),
    ("The Fiat driver keeps a tortoise.", lambda s: s.same("Fiat", "tortoise")),
    ("The Volvo is driven by the owner of the turquoise hut.", lambda s: s.same("Volvo", "turquoise")),
    ("Cola is drunk in the middle hut.", lambda s: h(s, "cola") == 3),
    ("The Icelander has the first hut.", lambda s: h(s, "Icelander") == 1),
    ("The man who drives a Skoda has the hut next to the man with the rabbit.", lambda s: nextto(s, "Skoda", "rabbit")),
    ("The Volvo driver has the hut next to the hut where the donkey is kept.", lambda s: nextto(s, "Volvo", "donkey")),
    ("The Renault driver drinks apple juice.", lambda s: s.same("Renault", "apple juice")),
    ("The Greek drives a Toyota.", lambda s: s.same("Greek", "Toyota")),
    ("The Icelander has the hut next to the pink hut.", lambda s: nextto(s, "Icelander", "pink")),
]
QLINES = ["Now, who drinks iced tea? Who owns the goat?"]
QUESTIONS = [("Now, who drinks iced tea? Who owns the goat?",
              lambda s: (s.v("Nationalities", "iced tea"), s.v("Nationalities", "goat")))]
OUTRO = ["To be clear, each of the five huts is painted a different colour, and their owners are of different nationalities, keep different pets, drink different drinks and drive different makes of car. One other thing: in statement 6, right means your right."]
REMARKS = OUTRO
