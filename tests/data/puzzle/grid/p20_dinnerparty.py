T = "Arrival times"
CATEGORIES = [
    ("Guests", ["Colin", "Daphne", "Eliza", "Felix"]),
    ("Characters", ["butler", "countess", "detective", "gardener"]),
    ("Dishes", ["bread", "salad", "soup", "tart"]),
    ("Arrival times", ["7:00 pm", "7:15 pm", "7:30 pm", "7:45 pm"], [0, 15, 30, 45]),
]
SOLUTION = [
    ["Colin", "gardener", "tart", "7:30 pm"],
    ["Daphne", "countess", "bread", "7:00 pm"],
    ["Eliza", "detective", "soup", "7:45 pm"],
    ["Felix", "butler", "salad", "7:15 pm"],
]
CLUES = [
    ("The countess arrived first.", lambda s: s.n(T, "countess") == 0),
    ("Felix arrived a quarter of an hour after Daphne.", lambda s: s.n(T, "Felix") == s.n(T, "Daphne") + 15),
    ("The guest playing the detective arrived half an hour after the one who brought the salad.", lambda s: s.n(T, "detective") == s.n(T, "salad") + 30),
    ("Colin brought the tart, but he wasn't the butler.", lambda s: s.same("Colin", "tart") and not s.same("Colin", "butler")),
    ("The soup came with the last guest to arrive.", lambda s: s.n(T, "soup") == 45),
    ("Eliza was neither the butler nor the gardener.", lambda s: not s.same("Eliza", "butler") and not s.same("Eliza", "gardener")),
    ("Colin arrived before Eliza.", lambda s: s.n(T, "Colin") < s.n(T, "Eliza")),
    ("Daphne didn't bring the salad.", lambda s: not s.same("Daphne", "salad")),
]
QUESTIONS = [("Who played the gardener?", lambda s: s.v("Guests", "gardener"))]
NUM = "."
DOT = False
INTRO = ["Four friends came to a murder mystery dinner party. Each guest played a different character, brought a different dish and arrived at a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
