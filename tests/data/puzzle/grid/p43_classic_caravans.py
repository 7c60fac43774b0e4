# No category lines: every value is named in a statement or the questions.
# Caravans are numbered from the left as you face them from the lane.
H = "Caravans"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Caravans", ["1", "2", "3", "4", "5"]),
    ("Colours", ["cream", "blue", "green", "white", "yellow"]),
    ("Owners", ["Mabel", "Norris", "Olive", "Percy", "Queenie"]),
    ("Drinks", ["cocoa", "coffee", "ginger beer", "lemonade", "tea"]),
    ("Dogs", ["collie", "poodle", "spaniel", "terrier", "whippet"]),
]
SOLUTION = [
    ["1", "cream", "Norris", "lemonade", "collie"],
    ["2", "blue", "Olive", "tea", "spaniel"],
    ["3", "green", "Mabel", "cocoa", "terrier"],
    ["4", "white", "Queenie", "coffee", "whippet"],
    ["5", "yellow", "Percy", "ginger beer", "poodle"],
]
CLUES = [
    ("There are five caravans in a row along the cliff top.", lambda s: True),
    ("Mabel has the green caravan.", lambda s: s.same("Mabel", "green")),
    ("Olive owns the spaniel.", lambda s: s.same("Olive", "spaniel")),
    ("Tea is drunk in the blue caravan.", lambda s: s.same("tea", "blue")),
    ("The green caravan is immediately to the right of the blue one.", lambda s: s.n(H, "green") == s.n(H, "blue") + 1),
    ("The terrier's owner drinks cocoa.", lambda s: s.same("terrier", "cocoa")),
    ("Coffee is drunk in the white caravan.", lambda s: s.same("coffee", "white")),
    ("Cocoa is drunk in the middle caravan.", lambda s: s.n(H, "cocoa") == 3),
    ("Norris has the first caravan.", lambda s: s.n(H, "Norris") == 1),
    ("The lemonade drinker's caravan is next to the one where the spaniel lives.", lambda s: near(s, "lemonade", "spaniel")),
    ("The collie lives in the cream caravan.", lambda s: s.same("collie", "cream")),
    ("Percy drinks ginger beer.", lambda s: s.same("Percy", "ginger beer")),
    ("The poodle lives in the yellow caravan.", lambda s: s.same("poodle", "yellow")),
    ("Norris lives next to the blue caravan.", lambda s: near(s, "Norris", "blue")),
    ("Queenie lives next door to the yellow caravan, which is at the right-hand end of the row.",
     lambda s: near(s, "Queenie", "yellow") and s.n(H, "yellow") == 5),
]
QUESTIONS = [("Now, who drinks the lemonade? And who owns the whippet?",
              lambda s: (s.v("Owners", "lemonade"), s.v("Owners", "whippet")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each caravan is painted a different colour, and the owners each drink something different and keep a different breed of dog. "
         "Left and right are as you face the caravans from the lane, and the first caravan is the one at the left-hand end."]
REMARKS = INTRO + OUTRO
