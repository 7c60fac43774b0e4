B = "Bills"
CATEGORIES = [
    ("Ladies", ["Mrs Pargeter", "Mrs Quayle", "Miss Royle"]),
    ("Cakes", ["Eccles cake", "scone", "Victoria sponge"]),
    ("Bills", ["£2.40", "£2.75", "£3.10"], [240, 275, 310]),
]
NUMBERING = None
INTRO = [
    "Three old friends met for tea at the Copper Kettle in the High Street on Thursday "
    "afternoon. Each chose a different cake and, as always, each insisted on paying her "
    "own bill.",
]
CLUES = [
    ("Mrs Quayle paid 35p more than the lady who chose the scone.",
     lambda s: s.n(B, "Mrs Quayle") == s.n(B, "scone") + 35),
    ("Miss Royle's bill was the smallest, and Mrs Pargeter paid less than Mrs Quayle.",
     lambda s: s.n(B, "Miss Royle") == 240 and s.n(B, "Mrs Pargeter") < s.n(B, "Mrs Quayle")),
    ("Whoever had the Victoria sponge didn't pay the smallest bill.",
     lambda s: s.n(B, "Victoria sponge") != 240),
]
QUESTIONS = [("Who had the Victoria sponge?", lambda s: s.v("Ladies", "Victoria sponge"))]
REMARKS = INTRO
