# School worksheet with category lines (full stops): four lockers, an intro,
# short numbered clues.
H = "Lockers"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Lockers", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Pupils", ["Amir", "Beth", "Carl", "Dora"]),
    ("Sports", ["football", "hockey", "netball", "swimming"]),
    ("Lunches", ["pasta", "salad", "sandwich", "soup"]),
]
SOLUTION = [
    ("1", "Beth", "hockey", "soup"),
    ("2", "Dora", "netball", "salad"),
    ("3", "Amir", "football", "sandwich"),
    ("4", "Carl", "swimming", "pasta"),
]
INTRO = ["Four pupils have lockers in a row, numbered 1 to 4 from left to right. Read the clues and fill in the grid."]
CLUES = [
    ("Beth's locker is number 1.", lambda s: h(s, "Beth") == 1),
    ("The football player has a sandwich for lunch.", lambda s: s.same("football", "sandwich")),
    ("Carl's locker is next to Amir's.", lambda s: nextto(s, "Carl", "Amir")),
    ("The swimmer has locker 4.", lambda s: h(s, "swimming") == 4),
    ("Dora plays netball.", lambda s: s.same("Dora", "netball")),
    ("The pupil who eats soup plays hockey.", lambda s: s.same("soup", "hockey")),
    ("Amir does not eat pasta.", lambda s: not s.same("Amir", "pasta")),
    ("Beth does not play football.", lambda s: not s.same("Beth", "football")),
    ("The pupil with locker 2 eats salad.", lambda s: h(s, "salad") == 2),
]
QUESTIONS = [("Who plays football?", lambda s: s.v("Pupils", "football")),
             ("What does Carl have for lunch?", lambda s: s.v("Lunches", "Carl"))]
REMARKS = INTRO
