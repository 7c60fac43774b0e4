# Newspaper; decimal weights and ages.
W = "Weights"
A = "Ages"
def w(s, x):
    return s.n(W, x)
def a(s, x):
    return s.n(A, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Pets", ["Biscuit", "Mochi", "Pepper", "Ziggy"]),
    ("Animals", ["cat", "ferret", "rabbit", "tortoise"]),
    ("Weights", ["1.2 kg", "2.8 kg", "4.5 kg", "6.1 kg"], [12, 28, 45, 61]),
    ("Ages", ["1", "3", "6", "9"], [1, 3, 6, 9]),
]
SOLUTION = [("Biscuit", "rabbit", "2.8 kg", "3"), ("Mochi", "cat", "4.5 kg", "9"), ("Pepper", "ferret", "1.2 kg", "1"), ("Ziggy", "tortoise", "6.1 kg", "6")]
INTRO = ["Four pets were brought to the Westgate vets for their check-ups on Monday morning."]
CLUES = [
    ("The heaviest patient is 6 years old.", lambda s: a(s, "6.1 kg") == 6),
    ("Mochi is 3 years older than Ziggy.", lambda s: a(s, "Mochi") == a(s, "Ziggy") + 3),
    ("The ferret is both the youngest and the lightest.", lambda s: a(s, "ferret") == 1 and w(s, "ferret") == 12),
    ("Biscuit weighs 1.7 kg less than Mochi.", lambda s: w(s, "Biscuit") == w(s, "Mochi") - 17),
    ("The rabbit is not Mochi.", lambda s: not s.same("rabbit", "Mochi")),
    ("The cat is older than the tortoise.", lambda s: a(s, "cat") > a(s, "tortoise")),
    ("Ziggy is not a rabbit.", lambda s: not s.same("Ziggy", "rabbit")),
]
QUESTIONS = [("What kind of animal is Ziggy?", lambda s: s.v("Animals", "Ziggy"))]
REMARKS = INTRO
