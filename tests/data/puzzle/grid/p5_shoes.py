Z = "Sizes"
C = "Prices"
def z(s, x):
    return s.n(Z, x)
def c(s, x):
    return s.n(C, x)
CATEGORIES = [
    ("Children", ["Alfie", "Bella", "Cormac", "Daisy-Mae"]),
    ("Shoes", ["sandals", "school shoes", "trainers", "wellies"]),
    ("Sizes", ["size 5", "size 6", "size 7", "size 8"], [5, 6, 7, 8]),
    ("Prices", ["$24.99", "$29.99", "$34.99", "$39.99"], [2499, 2999, 3499, 3999]),
]
CLUES = [
    ("Bella's feet are the smallest, and her new shoes were the cheapest.",
     lambda s: z(s, "Bella") == 5 and c(s, "Bella") == 2499),
    ("Cormac's wellies cost $5 more than Bella's shoes.",
     lambda s: s.same("Cormac", "wellies") and c(s, "Cormac") == c(s, "Bella") + 500),
    ("The school shoes cost more than the trainers.", lambda s: c(s, "school shoes") > c(s, "trainers")),
    ("Alfie takes one size bigger than Daisy-Mae.", lambda s: z(s, "Alfie") == z(s, "Daisy-Mae") + 1),
    ("Bella didn't get trainers.", lambda s: not s.same("Bella", "trainers")),
    ("Daisy-Mae's shoes cost more than Alfie's did.", lambda s: c(s, "Daisy-Mae") > c(s, "Alfie")),
    ("Cormac's feet are two sizes bigger than Daisy-Mae's.", lambda s: z(s, "Cormac") == z(s, "Daisy-Mae") + 2),
]
REMARKS = ["Before the new term, four children went shopping with their grandma and each came home with a different pair of shoes. They all take different sizes, and no two pairs cost the same."]
QUESTIONS = [("What did Daisy-Mae get, and how much did it cost?",
              lambda s: (s.v("Shoes", "Daisy-Mae"), s.v(C, "Daisy-Mae")))]
