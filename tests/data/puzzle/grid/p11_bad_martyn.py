# Clue 5, "Martyn caught the pike.": no angler is called Martyn; the name is
# one letter from both Marten and Martin, and each gives a different unique
# solution.
W = "Weights"
def w(s, x):
    return s.n(W, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Anglers", ["Marten", "Martin", "Nils", "Oswin"]),
    ("Fish", ["bream", "carp", "perch", "pike"]),
    ("Weights", ["1.2 kg", "1.8 kg", "2.5 kg", "3.1 kg"], [12, 18, 25, 31]),
]
INTRO = ["Four members of the angling club fished the canal on Saturday morning. Each landed just one fish, all of different kinds, and the fish were weighed at the clubhouse."]
CLUES = [
    ("The pike was the heaviest catch.", lambda s: w(s, "pike") == 31),
    ("Nils's perch weighed 1.2 kg.", lambda s: s.same("Nils", "perch") and w(s, "perch") == 12),
    ("Oswin's fish weighed 0.7 kg more than the bream.", lambda s: w(s, "Oswin") == w(s, "bream") + 7),
    ("The carp weighed 2.5 kg.", lambda s: w(s, "carp") == 25),
]
BAD = "Martyn caught the pike."
ORDER = [c_[0] for c_ in CLUES] + [BAD]
REFUSED = {
    BAD: {
        "Martyn = Marten": lambda s: s.same("Marten", "pike"),
        "Martyn = Martin": lambda s: s.same("Martin", "pike"),
    },
}
EXPECT = 2
QUESTIONS = [("Who caught the bream?", None)]
REMARKS = INTRO
