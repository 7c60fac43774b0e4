A = "Ages"
CATEGORIES = [
    ("Children", ["Amos", "Bonnie", "Curtis", "Lila"]),
    ("Books", ["dinosaur book", "horse story", "joke book", "mystery"]),
    ("Ages", ["6", "7", "8", "9"], [6, 7, 8, 9]),
]
SOLUTION = [
    ["Amos", "joke book", "7"],
    ["Bonnie", "horse story", "9"],
    ["Curtis", "dinosaur book", "6"],
    ["Lila", "mystery", "8"],
]
CLUES = [
    ("The youngest child checked out the dinosaur book.", lambda s: s.n(A, "dinosaur book") == 6),
    ("Bonnie is two years older than Amos.", lambda s: s.n(A, "Bonnie") == s.n(A, "Amos") + 2),
    ("Lila, who didn't pick the horse story, is older than Curtis.",
     lambda s: not s.same("Lila", "horse story") and s.n(A, "Lila") > s.n(A, "Curtis")),
    ("Curtis is younger than Amos.", lambda s: s.n(A, "Curtis") < s.n(A, "Amos")),
    ("The child who chose the joke book is 7.", lambda s: s.same("joke book", "7")),
]
QUESTIONS = [("How old is Lila?", lambda s: s.v(A, "Lila"))]
NUM = "."
INTRO = ["Four children got their first library cards on the same Saturday morning. Each is a different age, and each checked out a different book."]
OUTRO = []
REMARKS = INTRO + OUTRO
