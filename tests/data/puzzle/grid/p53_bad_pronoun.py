# Clue 3's "she" may be Mrs Tanner or Mrs Usher: both are named in the first half of
# the sentence, and each reading gives a different unique solution.
S = "Scores"
CATEGORIES = [
    ("Players", ["Mrs Tanner", "Mrs Usher", "Mrs Vokes", "Mrs Wilde"]),
    ("Scores", ["112", "118", "125", "131"], [112, 118, 125, 131]),
    ("Refreshments", ["flapjack", "sandwiches", "sausage rolls", "trifle"]),
]
INTRO = [
    "Four ladies from the Women's Institute went along to the whist drive in the village "
    "hall last Friday. Each brought something for the interval refreshments, and no two "
    "finished with the same score.",
]
CLUES = [
    ("The sandwiches were brought by the lady who scored six more than Mrs Vokes.",
     lambda s: s.n(S, "sandwiches") == s.n(S, "Mrs Vokes") + 6),
    ("Mrs Wilde, who didn't bring the sausage rolls, beat Mrs Vokes.",
     lambda s: not s.same("Mrs Wilde", "sausage rolls") and s.n(S, "Mrs Wilde") > s.n(S, "Mrs Vokes")),
    ("The flapjack was not made by the winner.", lambda s: s.n(S, "flapjack") != 131),
    ("Mrs Vokes had the lowest score of the four.", lambda s: s.n(S, "Mrs Vokes") == 112),
    ("Mrs Vokes's contribution was not the sausage rolls.",
     lambda s: not s.same("Mrs Vokes", "sausage rolls")),
]
TEXT_CLUES = [
    "The sandwiches were brought by the lady who scored six more than Mrs Vokes.",
    "Mrs Wilde, who didn't bring the sausage rolls, beat Mrs Vokes.",
    "Mrs Tanner scored more than Mrs Usher, and she brought the trifle.",
    "The flapjack was not made by the winner.",
    "Mrs Vokes had the lowest score of the four.",
    "Mrs Vokes's contribution was not the sausage rolls.",
]
REFUSED = {
    "Mrs Tanner scored more than Mrs Usher, and she brought the trifle.": {
        "she = Mrs Tanner": lambda s: s.n(S, "Mrs Tanner") > s.n(S, "Mrs Usher")
        and s.same("Mrs Tanner", "trifle"),
        "she = Mrs Usher": lambda s: s.n(S, "Mrs Tanner") > s.n(S, "Mrs Usher")
        and s.same("Mrs Usher", "trifle"),
    },
}
EXPECT = 12  # without clue 3
REMARKS = INTRO
