# A close paraphrase of the 1962 Life International text with new nouns:
# musical instruments for the cigarette brands, other nationalities,
# colours, pets and drinks.  The same 15 numbered statements in the same
# order and forms, no category lines; the beer and the tortoise occur only
# in the questions.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Brazilian", "Italian", "Pole", "Scot", "Swede"]),
    ("Colours", ["black", "brown", "grey", "pink", "white"]),
    ("Pets", ["cat", "hamster", "parrot", "rabbit", "tortoise"]),
    ("Drinks", ["apple juice", "beer", "cider", "cocoa", "lemonade"]),
    ("Instruments", ["cello", "flute", "harp", "piano", "violin"]),
]
SOLUTION = [
    ("1", "Swede", "grey", "rabbit", "beer", "piano"),
    ("2", "Pole", "black", "parrot", "cider", "flute"),
    ("3", "Scot", "pink", "hamster", "lemonade", "violin"),
    ("4", "Italian", "white", "cat", "apple juice", "cello"),
    ("5", "Brazilian", "brown", "tortoise", "cocoa", "harp"),
]
CLUES = [
    ("There are five houses.", lambda s: True),
    ("The Scot lives in the pink house.", lambda s: s.same("Scot", "pink")),
    ("The Italian owns the cat.", lambda s: s.same("Italian", "cat")),
    ("Cocoa is drunk in the brown house.", lambda s: s.same("cocoa", "brown")),
    ("The Pole drinks cider.", lambda s: s.same("Pole", "cider")),
    ("The brown house is immediately to the right of the white house.", lambda s: h(s, "brown") == h(s, "white") + 1),
    ("The violinist keeps a hamster.", lambda s: s.same("violin", "hamster")),
    ("The piano is played in the grey house.", lambda s: s.same("piano", "grey")),
    ("Lemonade is drunk in the middle house.", lambda s: h(s, "lemonade") == 3),
    ("The Swede lives in the first house.", lambda s: h(s, "Swede") == 1),
    ("The man who plays the flute lives in the house next to the man with the rabbit.", lambda s: nextto(s, "flute", "rabbit")),
    ("The piano is played in the house next to the house where the parrot is kept.", lambda s: nextto(s, "piano", "parrot")),
    ("The cellist drinks apple juice.", lambda s: s.same("cello", "apple juice")),
    ("The Brazilian plays the harp.", lambda s: s.same("Brazilian", "harp")),
    ("The Swede lives next to the black house.", lambda s: nextto(s, "Swede", "black")),
]
QUESTIONS = [("Now, who drinks beer? Who owns the tortoise?",
              lambda s: (s.v("Nationalities", "beer"), s.v("Nationalities", "tortoise")))]
OUTRO = ["So that nothing is left unclear: each of the five houses is painted a different colour, and the men who live in them are of different nationalities, keep different pets, drink different drinks and play different instruments. One other thing: in statement 6, right means your right."]
REMARKS = OUTRO
