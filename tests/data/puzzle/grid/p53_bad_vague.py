# Clue 4 says only that Mr Oakley paid "a good deal more" than Mrs Pitt. How much more
# is left vague, and the puzzle needs the amount: different amounts give different
# solutions, and the plain reading "more" leaves several.
P = "Prices"
CATEGORIES = [
    ("Customers", ["Mr Oakley", "Mrs Pitt", "Mr Quarmby", "Mrs Rigg"]),
    ("Plants", ["fuchsia", "geranium", "lavender", "rosebush"]),
    ("Prices", ["£3", "£4", "£6", "£9"], [3, 4, 6, 9]),
]
NUMBERING = None
INTRO = [
    "On Saturday morning the first four customers through the gate at Hollybush Garden "
    "Centre each bought a single plant, and each paid a different price.",
]
CLUES = [
    ("The lavender cost £2 more than the geranium.",
     lambda s: s.n(P, "lavender") == s.n(P, "geranium") + 2),
    ("Mrs Rigg, who paid more than Mr Quarmby, didn't buy the fuchsia.",
     lambda s: s.n(P, "Mrs Rigg") > s.n(P, "Mr Quarmby") and not s.same("Mrs Rigg", "fuchsia")),
    ("Mr Quarmby didn't buy the geranium.", lambda s: not s.same("Mr Quarmby", "geranium")),
    ("The rosebush cost more than the fuchsia.", lambda s: s.n(P, "rosebush") > s.n(P, "fuchsia")),
]
TEXT_CLUES = [
    "The lavender cost £2 more than the geranium.",
    "Mrs Rigg, who paid more than Mr Quarmby, didn't buy the fuchsia.",
    "Mr Quarmby didn't buy the geranium.",
    "Mr Oakley paid a good deal more than Mrs Pitt.",
    "The rosebush cost more than the fuchsia.",
]
REFUSED = {
    "Mr Oakley paid a good deal more than Mrs Pitt.": {
        "more, by any amount": lambda s: s.n(P, "Mr Oakley") > s.n(P, "Mrs Pitt"),
        "at least £3 more": lambda s: s.n(P, "Mr Oakley") >= s.n(P, "Mrs Pitt") + 3,
        "at least £5 more": lambda s: s.n(P, "Mr Oakley") >= s.n(P, "Mrs Pitt") + 5,
    },
}
EXPECT = 8  # without clue 4
OUTRO = ["Who bought which plant, and how much did each pay?"]
REMARKS = INTRO + OUTRO
