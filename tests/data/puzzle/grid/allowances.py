A = "Allowances"
CATEGORIES = [
    ("Siblings", ["Gil", "Hope", "Ike"]),
    ("Allowances", ["$5", "$10", "$15"], [5, 10, 15]),
    ("Chores", ["dishes", "laundry", "raking"]),
    ("Sport", ["judo", "rugby", "swimming"]),
]
CLUES = [
    ("Hope gets $5 more than the child who does the raking.", lambda s: s.n(A, "Hope") == s.n(A, "raking") + 5),
    ("Ike gets less than the swimmer.", lambda s: s.n(A, "Ike") < s.n(A, "swimming")),
    ("Gil doesn't do judo.", lambda s: not s.same("Gil", "judo")),
    ("The child who does the laundry gets $5.", lambda s: s.same("laundry", "$5")),
    ("Gil, the rugby player and the child who does the dishes are all different.",
     lambda s: len({s.e("Gil"), s.e("rugby"), s.e("dishes")}) == 3),
]
