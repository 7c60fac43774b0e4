# Puzzle-book style: intro, numbered clues; fleece weights in tenths of a kg.
W = "Fleeces"
def w(s, x):
    return s.n(W, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Alpacas", ["Biscuit", "Clementine", "Dusty", "Pepper-Ann", "Waffles"]),
    ("Owners", ["Mrs Aird", "Mr Bellamy", "Ms O'Rourke", "Mr Tulloch", "Mrs Yeats"]),
    ("Fleeces", ["2.4 kg", "2.9 kg", "3.1 kg", "3.6 kg", "4.0 kg"], [24, 29, 31, 36, 40]),
]
SOLUTION = [
    ("Biscuit", "Ms O'Rourke", "3.1 kg"),
    ("Clementine", "Mr Tulloch", "4.0 kg"),
    ("Dusty", "Mrs Aird", "2.4 kg"),
    ("Pepper-Ann", "Mrs Yeats", "3.6 kg"),
    ("Waffles", "Mr Bellamy", "2.9 kg"),
]
INTRO = ["Shearing day at Glenmoy Farm brought five alpacas and their owners down from the hill. Each animal's fleece was weighed as it came off, and no two weighed the same. Can you match each alpaca to its owner and the weight of its fleece?"]
CLUES = [
    ("The heaviest fleece came from Mr Tulloch's alpaca.", lambda s: s.same("Mr Tulloch", "4.0 kg")),
    ("Dusty's fleece weighed 0.5 kg less than Waffles's.", lambda s: w(s, "Dusty") + 5 == w(s, "Waffles")),
    ("Ms O'Rourke's alpaca, which isn't Pepper-Ann, gave 0.7 kg more wool than Dusty.",
     lambda s: not s.same("Ms O'Rourke", "Pepper-Ann") and w(s, "Ms O'Rourke") == w(s, "Dusty") + 7),
    ("Of Clementine and Mrs Yeats's alpaca, one gave 4.0 kg and the other gave 3.6 kg.",
     lambda s: not s.same("Clementine", "Mrs Yeats") and {w(s, "Clementine"), w(s, "Mrs Yeats")} == {40, 36}),
    ("Mr Bellamy doesn't own Biscuit.", lambda s: not s.same("Mr Bellamy", "Biscuit")),
    ("Mrs Aird's alpaca produced less wool than Mr Bellamy's.", lambda s: w(s, "Mrs Aird") < w(s, "Mr Bellamy")),
]
REMARKS = INTRO
