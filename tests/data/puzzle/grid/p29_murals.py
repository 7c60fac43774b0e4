S = "Sizes"
D = "Days"
CATEGORIES = [
    ("Artists", ["Ines", "Jasper", "Kenji", "Lola", "Marcus"]),
    ("Buildings", ["bakery", "fire station", "library", "post office", "train depot"]),
    ("Subjects", ["birds", "jazz band", "ocean", "orchard", "skyline"]),
    ("Sizes", ["300 square feet", "450 square feet", "600 square feet", "750 square feet", "900 square feet"], [300, 450, 600, 750, 900]),
    ("Days", ["6 days", "8 days", "10 days", "12 days", "14 days"], [6, 8, 10, 12, 14]),
]
SOLUTION = [
    ["Ines", "library", "birds", "600 square feet", "10 days"],
    ["Jasper", "train depot", "skyline", "900 square feet", "14 days"],
    ["Kenji", "bakery", "orchard", "300 square feet", "8 days"],
    ["Lola", "fire station", "ocean", "750 square feet", "6 days"],
    ["Marcus", "post office", "jazz band", "450 square feet", "12 days"],
]
CLUES = [
    ("The skyline, the largest of the five murals, took the longest to paint.",
     lambda s: s.n(S, "skyline") == 900 and s.n(D, "skyline") == 14),
    ("Lola finished her mural in just 6 days, though it covers 750 square feet.",
     lambda s: s.same("Lola", "6 days") and s.same("Lola", "750 square feet")),
    ("The orchard is 150 square feet smaller than Marcus's mural.",
     lambda s: s.n(S, "orchard") == s.n(S, "Marcus") - 150),
    ("The library mural took 2 days less than the one on the post office.",
     lambda s: s.n(D, "library") == s.n(D, "post office") - 2),
    ("Of Kenji and the artist who painted the birds, one decorated the bakery and the other took 10 days.",
     lambda s: not s.same("Kenji", "birds") and (
         (s.same("Kenji", "bakery") and s.same("birds", "10 days")) or
         (s.same("birds", "bakery") and s.same("Kenji", "10 days")))),
    ("The ocean mural is 450 square feet bigger than the one on the bakery.",
     lambda s: s.n(S, "ocean") == s.n(S, "bakery") + 450),
    ("Jasper's mural is 300 square feet larger than Ines's.",
     lambda s: s.n(S, "Jasper") == s.n(S, "Ines") + 300),
    ("The mural on the fire station was finished 4 days faster than the library's.",
     lambda s: s.n(D, "fire station") == s.n(D, "library") - 4),
    ("Marcus took 4 days longer than Kenji.", lambda s: s.n(D, "Marcus") == s.n(D, "Kenji") + 4),
]
QUESTIONS = [("Which building did Ines paint?", lambda s: s.v("Buildings", "Ines"))]
NUM = "."
DOT = False
INTRO = ["Five artists each painted a mural on a different building downtown."]
OUTRO = []
REMARKS = INTRO + OUTRO
