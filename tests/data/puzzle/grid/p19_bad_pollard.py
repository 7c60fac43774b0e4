K = "Plots"
CATEGORIES = [
    ("Gardeners", ["Mr Pollard", "Mrs Pollock", "Mr Quest", "Ms Reid"]),
    ("Plots", ["plot 1", "plot 2", "plot 3", "plot 4"], [1, 2, 3, 4]),
    ("Crops", ["beans", "carrots", "marrows", "onions"]),
]
CLUES = [
    ("Mr Pollard has plot 1.", lambda s: s.n(K, "Mr Pollard") == 1),
    ("Mr Quest grows onions on plot 3.", lambda s: s.same("Mr Quest", "onions") and s.n(K, "Mr Quest") == 3),
    ("Ms Reid's plot number is two higher than Mrs Pollock's.", lambda s: s.n(K, "Ms Reid") == s.n(K, "Mrs Pollock") + 2),
    ("The beans grow on the highest-numbered plot.", lambda s: s.n(K, "beans") == 4),
]
BAD = (4, "Mrs Pollard grew the marrows.")
REFUSED = {BAD[1]: {
    "'Mr Pollard'": lambda s: s.same("Mr Pollard", "marrows"),
    "'Mrs Pollock'": lambda s: s.same("Mrs Pollock", "marrows"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four gardeners rent the allotment plots by the railway line, numbered 1 to 4, and each has one crop they are proudest of."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mrs Pollard grew the marrows.", must be refused: no gardener is called
Mrs Pollard. The surname is Mr Pollard's and the title is Mrs Pollock's, so the
clue may be a misprint for either, or may mean Mr Pollard's wife, who is not in
the puzzle. Without the clue the puzzle has two solutions (the marrows are Mr
Pollard's or Mrs Pollock's). Matched on the surname it gives one solution;
matched on the title and the nearest spelling it gives the other. A reader that
matches names loosely answers confidently either way."""
