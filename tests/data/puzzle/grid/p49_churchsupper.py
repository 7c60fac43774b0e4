T = "Arrival times"
CATEGORIES = [
    ("Cooks", ["Mrs. Beal", "Mrs. Crane", "Mrs. Ford", "Mrs. Hart", "Mrs. Lund"]),
    ("First names", ["Edna", "Fern", "Irene", "Mabel", "Opal"]),
    ("Dishes", ["baked beans", "coleslaw", "ham", "lemon pie", "potato salad"]),
    ("Arrival times", ["5:00", "5:15", "5:30", "5:45", "6:00"], [0, 15, 30, 45, 60]),
]
SOLUTION = [
    ["Mrs. Beal", "Irene", "coleslaw", "5:30"],
    ["Mrs. Crane", "Opal", "ham", "5:00"],
    ["Mrs. Ford", "Mabel", "lemon pie", "6:00"],
    ["Mrs. Hart", "Edna", "potato salad", "5:15"],
    ["Mrs. Lund", "Fern", "baked beans", "5:45"],
]
def one_other(s, a, b, x, y):
    return (s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x))
CLUES = [
    ("Mrs. Crane, who brought the ham, arrived before anyone else.",
     lambda s: s.same("Mrs. Crane", "ham") and s.n(T, "Mrs. Crane") == 0),
    ("Fern arrived 15 minutes before the woman who brought the lemon pie.",
     lambda s: s.n(T, "Fern") == s.n(T, "lemon pie") - 15),
    ("Irene got there a quarter of an hour after Mrs. Hart.", lambda s: s.n(T, "Irene") == s.n(T, "Mrs. Hart") + 15),
    ("Mabel isn't Mrs. Hart, and she didn't bring the coleslaw.",
     lambda s: not s.same("Mabel", "Mrs. Hart") and not s.same("Mabel", "coleslaw")),
    ("Of Edna and the woman who brought the baked beans, one is Mrs. Hart and the other arrived at 5:45.",
     lambda s: not s.same("Edna", "baked beans") and one_other(s, "Edna", "baked beans", "Mrs. Hart", "5:45")),
    ("The potato salad arrived earlier than the coleslaw.", lambda s: s.n(T, "potato salad") < s.n(T, "coleslaw")),
    ("The lemon pie was the last dish to arrive.", lambda s: s.n(T, "lemon pie") == 60),
    ("Opal didn't bring the lemon pie.", lambda s: not s.same("Opal", "lemon pie")),
    ("Mrs. Lund arrived sometime after Mrs. Beal but before Mrs. Ford.",
     lambda s: s.n(T, "Mrs. Beal") < s.n(T, "Mrs. Lund") < s.n(T, "Mrs. Ford")),
]
QUESTIONS = [
    ("What is Mrs. Ford's first name?", lambda s: s.v("First names", "Mrs. Ford")),
    ("Who brought the coleslaw?", lambda s: s.v("Cooks", "coleslaw")),
]
NUM = "."
INTRO = ["Five women from the Grace Church Ladies' Circle each brought one dish to the Friday supper. No two arrived at the same time."]
OUTRO = []
REMARKS = INTRO + OUTRO
