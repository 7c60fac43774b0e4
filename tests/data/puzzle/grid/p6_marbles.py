M = "Marbles"
def m(s, x):
    return s.n(M, x)
CATEGORIES = [
    ("Children", ["Ava", "Ben", "Cora", "Dev", "Eli"]),
    ("Favourites", ["aggie", "cat's eye", "oxblood", "steelie", "swirl"]),
    ("Marbles", ["12", "15", "18", "21", "24"], [12, 15, 18, 21, 24]),
]
CLUES = [
    ("The child whose favourite is the cat's eye has the most marbles.", lambda s: m(s, "cat's eye") == 24),
    ("Dev has 3 more marbles than Ava.", lambda s: m(s, "Dev") == m(s, "Ava") + 3),
    ("The steelie fan has fewer marbles than the aggie fan.", lambda s: m(s, "steelie") < m(s, "aggie")),
    ("Neither Ava nor Eli likes the oxblood best.", lambda s: not s.same("Ava", "oxblood") and not s.same("Eli", "oxblood")),
    ("Either Ava or Dev prefers the swirl.", lambda s: s.same("Ava", "swirl") != s.same("Dev", "swirl")),
    ("Ava has 6 more marbles than Cora.", lambda s: m(s, "Ava") == m(s, "Cora") + 6),
    ("The aggie fan has fewer marbles than Ava.", lambda s: m(s, "aggie") < m(s, "Ava")),
    ("Dev has fewer marbles than Ben.", lambda s: m(s, "Dev") < m(s, "Ben")),
]
QUESTIONS = [("How many marbles does Cora have?", lambda s: s.v("Marbles", "Cora"))]
