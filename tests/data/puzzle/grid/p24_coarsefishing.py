# British: a coarse fishing match; pegs along the bank, weights in kg with a clue in grams.
P = "Pegs"
W = "Weights"
CATEGORIES = [
    ("Anglers", ["Alf", "Bernie", "Colin", "Derek", "Eddie"]),
    ("Pegs", ["peg 1", "peg 2", "peg 3", "peg 4", "peg 5"], [1, 2, 3, 4, 5]),
    ("Fish", ["bream", "carp", "perch", "roach", "tench"]),
    ("Weights", ["0.8 kg", "1.0 kg", "1.2 kg", "1.4 kg", "1.6 kg"], [800, 1000, 1200, 1400, 1600]),
]
SOLUTION = [
    ["Alf", "peg 3", "tench", "1.6 kg"],
    ["Bernie", "peg 1", "roach", "0.8 kg"],
    ["Colin", "peg 5", "carp", "1.4 kg"],
    ["Derek", "peg 2", "perch", "1.0 kg"],
    ["Eddie", "peg 4", "bream", "1.2 kg"],
]
CLUES = [
    ("The heaviest fish of the day came from the middle peg.", lambda s: s.n(P, "1.6 kg") == 3),
    ("Bernie's roach weighed 200 g less than Derek's fish.",
     lambda s: s.same("Bernie", "roach") and s.n(W, "Bernie") == s.n(W, "Derek") - 200),
    ("The carp was landed at peg 5, at the far end of the bank.", lambda s: s.same("carp", "peg 5")),
    ("Eddie's peg number was one higher than Alf's.", lambda s: s.n(P, "Eddie") == s.n(P, "Alf") + 1),
    ("The bream weighed 400 g less than the tench.", lambda s: s.n(W, "bream") == s.n(W, "tench") - 400),
    ("Colin wasn't on peg 1 or peg 2, and he didn't catch the tench.",
     lambda s: s.n(P, "Colin") > 2 and not s.same("Colin", "tench")),
    ("Bernie fished from a lower-numbered peg than Derek.", lambda s: s.n(P, "Bernie") < s.n(P, "Derek")),
    ("Nobody caught a heavier fish than the tench.", lambda s: s.n(W, "tench") == 1600),
    ("Derek caught the perch, from the peg next to Bernie's.",
     lambda s: s.same("Derek", "perch") and abs(s.n(P, "Derek") - s.n(P, "Bernie")) == 1),
]
QUESTIONS = [("Who caught the carp, and how much did it weigh?",
              lambda s: (s.v("Anglers", "carp"), s.v("Weights", "carp")))]
NUM = "."
DOT = False
INTRO = ["Five anglers drew pegs for the club's Sunday match; pegs 1 to 5 run in order along the canal bank. Each weighed in one fish, each of a different kind, and no two fish weighed the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
