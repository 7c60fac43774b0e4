# Clue 5, "The Dane lives next to the Swede, and he keeps a dog.": "he" is
# the Dane or the Swede, and each reading gives a different answer.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Nationalities", ["Dane", "Greek", "Pole", "Swede"]),
    ("Colours", ["blue", "green", "red", "white"]),
    ("Pets", ["bird", "cat", "dog", "fish"]),
]
INTRO = ["Four men live in a row of four houses, numbered 1 to 4 from left to right."]
CLUES = [
    ("The Pole lives in house 1.", lambda s: h(s, "Pole") == 1),
    ("The Greek lives in the last house.", lambda s: h(s, "Greek") == 4),
    ("The red house is at the left end of the row.", lambda s: h(s, "red") == 1),
    ("The green house is directly to the right of the blue house.", lambda s: h(s, "green") == h(s, "blue") + 1),
    ("The cat is kept in the red house.", lambda s: s.same("cat", "red")),
    ("The bird is kept in the white house.", lambda s: s.same("bird", "white")),
    ("The Swede lives in the green house.", lambda s: s.same("Swede", "green")),
    ("The white house is at the right end of the row.", lambda s: h(s, "white") == 4),
]
BAD = "The Dane lives next to the Swede, and he keeps a dog."
ORDER = [c[0] for c in CLUES[:4]] + [BAD] + [c[0] for c in CLUES[4:]]
REFUSED = {
    BAD: {
        "the Dane keeps the dog": lambda s: nextto(s, "Dane", "Swede") and s.same("Dane", "dog"),
        "the Swede keeps the dog": lambda s: nextto(s, "Dane", "Swede") and s.same("Swede", "dog"),
    },
}
EXPECT = 2
QUESTIONS = [("Who owns the fish?", None)]
REMARKS = INTRO
