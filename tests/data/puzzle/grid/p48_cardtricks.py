A = "Ages"
CATEGORIES = [
    ("Magicians", ["Ollie", "Pia", "Rex", "Sunny"]),
    ("Tricks", ["floating card", "mind reader", "rising card", "vanishing ace"]),
    ("Ages", ["9", "10", "11", "12"], [9, 10, 11, 12]),
]
SOLUTION = [
    ["Ollie", "vanishing ace", "11"],
    ["Pia", "mind reader", "9"],
    ["Rex", "floating card", "12"],
    ["Sunny", "rising card", "10"],
]
CLUES = [
    ("The youngest magician performed the mind reader trick.", lambda s: s.n(A, "mind reader") == 9),
    ("Rex is a year older than Ollie.", lambda s: s.n(A, "Rex") == s.n(A, "Ollie") + 1),
    ("Sunny is one year younger than the magician who did the vanishing ace.", lambda s: s.n(A, "Sunny") == s.n(A, "vanishing ace") - 1),
    ("Ollie didn't do the rising card.", lambda s: not s.same("Ollie", "rising card")),
    ("Neither Pia nor Sunny is 12.", lambda s: not s.same("Pia", "12") and not s.same("Sunny", "12")),
    ("The 12-year-old made a card float.", lambda s: s.same("12", "floating card")),
]
NUM = "."
INTRO = ["Four young magicians each performed one card trick at the library's magic night. No two magicians are the same age."]
OUTRO = []
REMARKS = INTRO + OUTRO
