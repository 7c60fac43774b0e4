# Clue 3 names "Mrs Kowalsky"; the customer is Mrs Kowalski.
D = "Days"
def d(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Customers", ["Mrs Kowalski", "Mr Lindqvist", "Ms Moreno", "Mr Nakamura"]),
    ("Flowers", ["freesias", "lilies", "peonies", "tulips"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
]
CLUES = [
    ("The tulips were bought the day after the lilies.", lambda s: d(s, "tulips") == d(s, "lilies") + 1),
    ("Mr Nakamura came in on Thursday.", lambda s: d(s, "Mr Nakamura") == 4),
    ("Ms Moreno bought her flowers two days before Mr Lindqvist.", lambda s: d(s, "Ms Moreno") == d(s, "Mr Lindqvist") - 2),
    ("Ms Moreno didn't buy lilies.", lambda s: not s.same("Ms Moreno", "lilies")),
]
REFUSED = {
    "Mrs Kowalsky chose the peonies.": {
        "Mrs Kowalski": lambda s: s.same("Mrs Kowalski", "peonies"),
    },
}
EXPECT = 4
REMARKS = ["Four customers each bought a bunch of flowers at Bloomfield's stall on a different day this week."]
