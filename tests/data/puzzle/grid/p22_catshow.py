W = "Weights"
CATEGORIES = [
    ("Owners", ["Mrs Ali", "Mr Brook", "Ms Carter", "Mr Duffy"]),
    ("Cats", ["Biscuit", "Mittens", "Pepper", "Smudge"]),
    ("Weights", ["3 kg", "4 kg", "5 kg", "6 kg"], [3, 4, 5, 6]),
    ("Coats", ["black", "ginger", "grey", "tabby"]),
]
SOLUTION = [
    ["Mrs Ali", "Pepper", "4 kg", "black"],
    ["Mr Brook", "Smudge", "6 kg", "grey"],
    ["Ms Carter", "Biscuit", "3 kg", "ginger"],
    ["Mr Duffy", "Mittens", "5 kg", "tabby"],
]
CLUES = [
    ("The ginger cat is the lightest.", lambda s: s.n(W, "ginger") == 3),
    ("Mrs Ali's cat weighs 2 kg less than Mr Brook's.", lambda s: s.n(W, "Mrs Ali") == s.n(W, "Mr Brook") - 2),
    ("Pepper, the black cat, doesn't belong to Mr Duffy.",
     lambda s: s.same("Pepper", "black") and not s.same("Pepper", "Mr Duffy")),
    ("Of Pepper and the tabby, one belongs to Mrs Ali and the other weighs 5 kg.",
     lambda s: not s.same("Pepper", "tabby") and (
         (s.same("Pepper", "Mrs Ali") and s.same("tabby", "5 kg")) or
         (s.same("tabby", "Mrs Ali") and s.same("Pepper", "5 kg")))),
    ("Biscuit weighs 2 kg less than Mittens.", lambda s: s.n(W, "Biscuit") == s.n(W, "Mittens") - 2),
    ("Mr Duffy's cat is heavier than Ms Carter's.", lambda s: s.n(W, "Mr Duffy") > s.n(W, "Ms Carter")),
]
QUESTIONS = [
    ("Which cat is the heaviest?", lambda s: s.v("Cats", "6 kg")),
    ("Who owns Biscuit?", lambda s: s.v("Owners", "Biscuit")),
]
NUM = ")"
DOT = True
INTRO = ["Four cats were entered in the village pet show. Each has a different owner, weight and coat."]
OUTRO = []
REMARKS = INTRO + OUTRO
