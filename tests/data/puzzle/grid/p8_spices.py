P = "Positions"
C = "Prices"
def p(s, x):
    return s.n(P, x)
def c(s, x):
    return s.n(C, x)
NUM = "1."
INTRO = ["Five jars of spice stand in a row on Nadia's kitchen shelf. Positions are counted from the left."]
REMARKS = INTRO
CATEGORIES = [
    ("Spices", ["cumin", "nutmeg", "paprika", "saffron", "turmeric"]),
    ("Positions", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
    ("Prices", ["$2.49", "$3.19", "$4.75", "$5.30", "$12.99"], [249, 319, 475, 530, 1299]),
]
SOLUTION = [("cumin", "second", "$3.19"), ("nutmeg", "fourth", "$2.49"), ("paprika", "first", "$4.75"), ("saffron", "fifth", "$12.99"), ("turmeric", "third", "$5.30")]
CLUES = [
    ("The saffron, the most expensive spice, is at the right end of the shelf.", lambda s: c(s, "saffron") == 1299 and p(s, "saffron") == 5),
    ("The cheapest jar sits directly to the left of the saffron.", lambda s: p(s, "$2.49") == p(s, "saffron") - 1),
    ("The paprika is at the left end.", lambda s: p(s, "paprika") == 1),
    ("The turmeric is next to both the cumin and the nutmeg.", lambda s: abs(p(s, "turmeric") - p(s, "cumin")) == 1 and abs(p(s, "turmeric") - p(s, "nutmeg")) == 1),
    ("The cumin costs less than the paprika.", lambda s: c(s, "cumin") < c(s, "paprika")),
    ("The $5.30 jar is in the middle of the shelf.", lambda s: p(s, "$5.30") == 3),
    ("The nutmeg is not next to the paprika.", lambda s: abs(p(s, "nutmeg") - p(s, "paprika")) != 1),
]
QUESTIONS = [("How much does the cumin cost?", lambda s: s.v("Prices", "cumin"))]
