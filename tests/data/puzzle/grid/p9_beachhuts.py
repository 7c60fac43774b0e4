H = "Huts"
W = "Weeks"
def h(s, x):
    return s.n(H, x)
def w(s, x):
    return s.n(W, x)
NUM = "1."
CATEGORIES = [
    ("Families", ["the Abeles", "the Kowalskis", "the O'Donnells", "the Tremaynes"]),
    ("Huts", ["hut 2", "hut 4", "hut 6", "hut 8"], [2, 4, 6, 8]),
    ("Colours", ["lemon", "mint", "pink", "sky blue"]),
    ("Weeks", ["1 July", "8 July", "15 July", "22 July"], [1, 8, 15, 22]),
]
SOLUTION = [
    ("the Abeles", "hut 6", "mint", "15 July"),
    ("the Kowalskis", "hut 2", "sky blue", "22 July"),
    ("the O'Donnells", "hut 8", "lemon", "1 July"),
    ("the Tremaynes", "hut 4", "pink", "8 July"),
]
INTRO = ["Along the promenade at Saltwick stands a short row of beach huts, numbered 2, 4, 6 and 8 from the western end to the eastern end, with no other huts among them. This summer each was painted a different colour and let to a different family for a week beginning on a different date in July. Which family had which hut, and when?"]
REMARKS = INTRO
CLUES = [
    ("The O'Donnells, who had the lemon hut, were the first family down to the beach.", lambda s: s.same("the O'Donnells", "lemon") and w(s, "the O'Donnells") == 1),
    ("The pink hut is immediately west of the mint one.", lambda s: h(s, "pink") == h(s, "mint") - 2),
    ("The Kowalskis arrived three weeks after the O'Donnells.", lambda s: w(s, "the Kowalskis") == w(s, "the O'Donnells") + 21),
    ("The family in hut 2 came later in the month than the family in the pink hut.", lambda s: w(s, "hut 2") > w(s, "pink")),
    ("The Tremaynes' hut is next to the Abeles' hut.", lambda s: abs(h(s, "the Tremaynes") - h(s, "the Abeles")) == 2),
    ("The sky blue hut is at one end of the row.", lambda s: h(s, "sky blue") in (2, 8)),
    ("The Abeles' week began on 15 July.", lambda s: s.same("the Abeles", "15 July")),
    ("Hut 8 was painted lemon.", lambda s: s.same("hut 8", "lemon")),
    ("The Tremaynes were not in the mint hut.", lambda s: not s.same("the Tremaynes", "mint")),
    ("The Abeles were not at either end of the row.", lambda s: h(s, "the Abeles") not in (2, 8)),
]
QUESTIONS = [("Which hut did the Tremaynes rent?", lambda s: s.v(H, "the Tremaynes"))]
