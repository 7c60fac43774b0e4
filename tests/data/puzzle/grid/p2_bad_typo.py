# Clue 3 names "Jonas", who is not in the puzzle: a misspelling of Jonah.
# The clue must be refused (with "did you mean Jonah?"), not skipped and not
# silently corrected.
A = "Ages"
CATEGORIES = [
    ("Children", ["Jonah", "Kelsey", "Lior", "Maddox"]),
    ("Pets", ["hamster", "kitten", "puppy", "turtle"]),
    ("Ages", ["7", "8", "9", "10"], [7, 8, 9, 10]),
]
CLUES = [
    ("Kelsey is the oldest.", lambda s: s.n(A, "Kelsey") == 10),
    ("The puppy's owner is 2 years younger than Kelsey.", lambda s: s.n(A, "puppy") == s.n(A, "Kelsey") - 2),
    ("Lior is older than Maddox.", lambda s: s.n(A, "Lior") > s.n(A, "Maddox")),
    ("Maddox doesn't own the kitten.", lambda s: not s.same("Maddox", "kitten")),
    ("The hamster belongs to the youngest child.", lambda s: s.n(A, "hamster") == 7),
]
REFUSED = {
    "Jonas has the turtle.": {
        "'Jonah has the turtle'": lambda s: s.same("Jonah", "turtle"),
    },
}
EXPECT = 6
QUESTIONS = [("Who owns the puppy?", None)]
