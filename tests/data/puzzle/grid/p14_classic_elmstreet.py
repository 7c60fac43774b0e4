# No category lines: an intro ("Five friends live in five houses in a row
# ..."), clues numbered "1)"; players named by instrument ("the violinist",
# "the cellist", "the trumpeter", "the clarinettist"), shoe colours and
# newspapers. The Mirror occurs only in a question; Imran and black shoes
# only in the last clue.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1)"
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Friends", ["Harriet", "Imran", "Josie", "Kwame", "Lena"]),
    ("Instruments", ["cello", "clarinet", "harp", "trumpet", "violin"]),
    ("Shoes", ["black", "brown", "green", "red", "white"]),
    ("Newspapers", ["Guardian", "Mirror", "Observer", "Telegraph", "Times"]),
]
SOLUTION = [
    ("1", "Kwame", "cello", "black", "Telegraph"),
    ("2", "Josie", "harp", "red", "Guardian"),
    ("3", "Lena", "violin", "white", "Times"),
    ("4", "Imran", "trumpet", "brown", "Observer"),
    ("5", "Harriet", "clarinet", "green", "Mirror"),
]
INTRO = ["Five friends live in five houses in a row on Elm Street. The houses are numbered 1 to 5 from left to right. Each friend plays a different instrument, wears shoes of a different colour and reads a different newspaper."]
CLUES = [
    ("The violinist lives in the middle house.", lambda s: h(s, "violin") == 3),
    ("Kwame lives in house 1.", lambda s: h(s, "Kwame") == 1),
    ("The cellist reads the Telegraph.", lambda s: s.same("cello", "Telegraph")),
    ("Josie plays the harp.", lambda s: s.same("Josie", "harp")),
    ("The friend in red shoes lives immediately to the left of the violinist.", lambda s: h(s, "red") + 1 == h(s, "violin")),
    ("Harriet lives at the right-hand end of the street.", lambda s: h(s, "Harriet") == 5),
    ("The Guardian reader wears red shoes.", lambda s: s.same("Guardian", "red")),
    ("The trumpeter lives next door to Harriet.", lambda s: nextto(s, "trumpet", "Harriet")),
    ("Lena reads the Times.", lambda s: s.same("Lena", "Times")),
    ("The man who wears brown shoes plays the trumpet.", lambda s: s.same("brown", "trumpet")),
    ("The clarinettist wears green shoes.", lambda s: s.same("clarinet", "green")),
    ("The cellist lives next door to the harpist.", lambda s: nextto(s, "cello", "harp")),
    ("Kwame does not wear white shoes.", lambda s: not s.same("Kwame", "white")),
    ("The Observer is read two doors away from the Guardian.", lambda s: abs(h(s, "Observer") - h(s, "Guardian")) == 2),
    ("Harriet does not read the Observer.", lambda s: not s.same("Harriet", "Observer")),
    ("Imran does not wear black shoes.", lambda s: not s.same("Imran", "black")),
]
QUESTIONS = [("Who reads the Mirror?", lambda s: s.v("Friends", "Mirror")),
             ("What colour are Lena's shoes?", lambda s: s.v("Shoes", "Lena"))]
REMARKS = INTRO
