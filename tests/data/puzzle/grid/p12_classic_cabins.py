# A second close paraphrase of the 1962 text: five cabins at a lakeside camp,
# campers by first name instead of nationality, hobbies instead of cigarette
# brands; statement 6 is turned round ("immediately to the left of") and the
# closing remark says left means your left.  15 numbered statements, no
# category lines; the tea and the peacock occur only in the questions.
H = "Cabins"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Campers", ["Astrid", "Bruno", "Clara", "Dmitri", "Emil"]),
    ("Colours", ["green", "grey", "orange", "red", "white"]),
    ("Pets", ["duck", "goat", "peacock", "pony", "rabbits"]),
    ("Drinks", ["cider", "coffee", "cola", "lemonade", "tea"]),
    ("Hobbies", ["chess", "fishing", "knitting", "painting", "yoga"]),
]
SOLUTION = [
    ("1", "Astrid", "orange", "duck", "tea", "chess"),
    ("2", "Dmitri", "red", "pony", "cider", "fishing"),
    ("3", "Bruno", "green", "rabbits", "coffee", "painting"),
    ("4", "Clara", "white", "goat", "cola", "yoga"),
    ("5", "Emil", "grey", "peacock", "lemonade", "knitting"),
]
CLUES = [
    ("There are five cabins.", lambda s: True),
    ("Bruno lives in the green cabin.", lambda s: s.same("Bruno", "green")),
    ("Clara owns the goat.", lambda s: s.same("Clara", "goat")),
    ("Lemonade is drunk in the grey cabin.", lambda s: s.same("lemonade", "grey")),
    ("Dmitri drinks cider.", lambda s: s.same("Dmitri", "cider")),
    ("The white cabin is immediately to the left of the grey cabin.", lambda s: h(s, "white") + 1 == h(s, "grey")),
    ("The painter keeps rabbits.", lambda s: s.same("painting", "rabbits")),
    ("Chess is played in the orange cabin.", lambda s: s.same("chess", "orange")),
    ("Coffee is drunk in the middle cabin.", lambda s: h(s, "coffee") == 3),
    ("Astrid lives in the first cabin.", lambda s: h(s, "Astrid") == 1),
    ("The camper who goes fishing lives in the cabin next to the camper with the duck.", lambda s: nextto(s, "fishing", "duck")),
    ("Chess is played in the cabin next to the cabin where the pony is kept.", lambda s: nextto(s, "chess", "pony")),
    ("The yoga fan drinks cola.", lambda s: s.same("yoga", "cola")),
    ("Emil knits.", lambda s: s.same("Emil", "knitting")),
    ("Astrid lives next to the red cabin.", lambda s: nextto(s, "Astrid", "red")),
]
QUESTIONS = [("Who drinks tea?", lambda s: s.v("Campers", "tea")),
             ("Who owns the peacock?", lambda s: s.v("Campers", "peacock"))]
OUTRO = ["Each of the five cabins is painted a different colour, and the campers in them have different pets, drinks and hobbies. In statement 6, left means your left."]
REMARKS = OUTRO
