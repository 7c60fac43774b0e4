# No category lines: six shops in a row on a high street; numbered clues;
# "at the left end", "directly to the right of", "two doors away from",
# "between", "next door to"; the toyshop only in a question.
H = "Shops"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Shops", ["1", "2", "3", "4", "5", "6"], [1, 2, 3, 4, 5, 6]),
    ("Shopkeepers", ["Alan", "Beth", "Colin", "Diane", "Errol", "Faye"]),
    ("Trades", ["bakery", "bookshop", "cafe", "chemist", "newsagent", "toyshop"]),
    ("Colours", ["black", "blue", "green", "purple", "red", "yellow"]),
]
SOLUTION = [
    ("1", "Beth", "cafe", "red"),
    ("2", "Errol", "bakery", "blue"),
    ("3", "Alan", "bookshop", "green"),
    ("4", "Faye", "chemist", "black"),
    ("5", "Colin", "toyshop", "yellow"),
    ("6", "Diane", "newsagent", "purple"),
]
INTRO = ["Six shops stand side by side on the high street, numbered 1 to 6 from left to right. Each is run by a different shopkeeper and each has its front painted a different colour."]
CLUES = [
    ("The cafe is at the left end of the street.", lambda s: h(s, "cafe") == 1),
    ("Beth runs the cafe.", lambda s: s.same("Beth", "cafe")),
    ("The bakery is directly to the right of the cafe.", lambda s: h(s, "bakery") == h(s, "cafe") + 1),
    ("The chemist has a black front.", lambda s: s.same("chemist", "black")),
    ("Alan's shop is two doors away from Colin's.", lambda s: abs(h(s, "Alan") - h(s, "Colin")) == 2),
    ("The purple shop is at the right-hand end.", lambda s: h(s, "purple") == 6),
    ("Diane runs the newsagent.", lambda s: s.same("Diane", "newsagent")),
    ("The bookshop is between the bakery and the chemist.", lambda s: min(h(s, "bakery"), h(s, "chemist")) < h(s, "bookshop") < max(h(s, "bakery"), h(s, "chemist"))),
    ("The yellow shop is next door to the purple shop.", lambda s: nextto(s, "yellow", "purple")),
    ("Errol's shop is blue.", lambda s: s.same("Errol", "blue")),
    ("Faye does not run the toyshop.", lambda s: not s.same("Faye", "toyshop")),
    ("The red shop is next door to the blue shop.", lambda s: nextto(s, "red", "blue")),
    ("Alan's shop is green.", lambda s: s.same("Alan", "green")),
]
QUESTIONS = [("Who runs the toyshop?", lambda s: s.v("Shopkeepers", "toyshop")),
             ("What colour is the front of the bookshop?", lambda s: s.v("Colours", "bookshop"))]
REMARKS = INTRO
