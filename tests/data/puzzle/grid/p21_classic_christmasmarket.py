# A 1962-style text with category lines and clues numbered "(1)", "(2)", ...
# check.py strips only "1." and "1)" numbers, so the "(n) " stays part of each clue text here.
S = "Stalls"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Stallholders", ["Mrs Finch", "Mr Gosling", "Miss Heron", "Mr Lark", "Mrs Wren"]),
    ("Goods", ["candles", "gingerbread", "holly wreaths", "mulled wine", "wooden toys"]),
    ("Awnings", ["blue", "gold", "green", "red", "silver"]),
    ("Villages", ["Ashby", "Brill", "Cley", "Dent", "Eye"]),
]
SOLUTION = [
    ["1", "Mr Lark", "wooden toys", "red", "Dent"],
    ["2", "Mrs Wren", "candles", "gold", "Eye"],
    ["3", "Miss Heron", "mulled wine", "green", "Ashby"],
    ["4", "Mr Gosling", "holly wreaths", "silver", "Cley"],
    ["5", "Mrs Finch", "gingerbread", "blue", "Brill"],
]
_CLUES = [
    ("Mrs Wren sells candles.", lambda s: s.same("Mrs Wren", "candles")),
    ("The stall with the green awning is in the middle of the row.", lambda s: s.n(S, "green") == 3),
    ("Mr Lark has come from Dent.", lambda s: s.same("Mr Lark", "Dent")),
    ("The gingerbread stall is at the right-hand end of the row.", lambda s: s.n(S, "gingerbread") == 5),
    ("The stallholder from Ashby sells mulled wine.", lambda s: s.same("Ashby", "mulled wine")),
    ("The gold awning is immediately to the left of the green one.",
     lambda s: s.n(S, "gold") == s.n(S, "green") - 1),
    ("Mr Gosling's awning is silver.", lambda s: s.same("Mr Gosling", "silver")),
    ("The holly wreaths are sold next to the gingerbread.", lambda s: near(s, "holly wreaths", "gingerbread")),
    ("The wooden toys are sold under the red awning.", lambda s: s.same("wooden toys", "red")),
    ("Miss Heron's stall is next to both Mrs Wren's and Mr Gosling's.",
     lambda s: near(s, "Miss Heron", "Mrs Wren") and near(s, "Miss Heron", "Mr Gosling")),
    ("The stallholder from Brill is immediately to the right of the one from Cley.",
     lambda s: s.n(S, "Brill") == s.n(S, "Cley") + 1),
    ("Mrs Finch's awning is blue.", lambda s: s.same("Mrs Finch", "blue")),
]
CLUES = [(f"({i}) {text}", fn) for i, (text, fn) in enumerate(_CLUES, 1)]
QUESTIONS = [("Who sells the wooden toys?", lambda s: s.v("Stallholders", "wooden toys")),
             ("Which village does Mrs Finch come from?", lambda s: s.v("Villages", "Mrs Finch"))]
NUM = "("
DOT = True
INTRO = ["The Christmas Market",
         "Five stalls stand in a row on the cobbles of Market Square, numbered 1 to 5 from left to right. "
         "Each has an awning of a different colour, and each stallholder sells different goods and has driven in from a different village."]
OUTRO = []
REMARKS = INTRO + OUTRO
