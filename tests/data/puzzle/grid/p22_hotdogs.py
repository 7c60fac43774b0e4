Q = "Positions"
P = "Prices"
CATEGORIES = [
    ("Customers", ["Bella", "Carlos", "Dina", "Ed"]),
    ("Positions", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
    ("Orders", ["burger", "fries", "hot dog", "veggie wrap"]),
    ("Prices", ["$3", "$4", "$5", "$6"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Bella", "third", "veggie wrap", "$5"],
    ["Carlos", "first", "fries", "$3"],
    ["Dina", "fourth", "burger", "$6"],
    ["Ed", "second", "hot dog", "$4"],
]
CLUES = [
    ("The person at the front of the queue spent the least.", lambda s: s.n(P, "first") == 3),
    ("Dina was last in line.", lambda s: s.n(Q, "Dina") == 4),
    ("Ed stood directly behind Carlos.", lambda s: s.n(Q, "Ed") == s.n(Q, "Carlos") + 1),
    ("Nobody paid less than the customer who bought the fries.", lambda s: s.n(P, "fries") == 3),
    ("The burger cost $1 more than the veggie wrap.", lambda s: s.n(P, "burger") == s.n(P, "veggie wrap") + 1),
    ("Dina's order cost more than the hot dog.", lambda s: s.n(P, "Dina") > s.n(P, "hot dog")),
    ("Bella paid more than Ed.", lambda s: s.n(P, "Bella") > s.n(P, "Ed")),
    ("The second person in the queue paid $4.", lambda s: s.same("second", "$4")),
    ("Bella didn't order the burger.", lambda s: not s.same("Bella", "burger")),
]
QUESTIONS = [
    ("What did Dina order?", lambda s: s.v("Orders", "Dina")),
    ("Who was second in the queue?", lambda s: s.v("Customers", "second")),
]
NUM = "."
DOT = False
INTRO = ["Four people queued at the food truck at lunchtime. Each ordered one item, and no two items cost the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
