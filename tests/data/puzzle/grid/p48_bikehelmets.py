Z = "Sizes"
P = "Prices"
CATEGORIES = [
    ("Riders", ["Anya", "Bo", "Cruz", "Delia"]),
    ("Colors", ["lime", "magenta", "orange", "silver"]),
    ("Sizes", ["small", "medium", "large", "extra large"], [1, 2, 3, 4]),
    ("Prices", ["$24.99", "$29.99", "$34.99", "$39.99"], [2499, 2999, 3499, 3999]),
]
SOLUTION = [
    ["Anya", "magenta", "medium", "$34.99"],
    ["Bo", "silver", "extra large", "$24.99"],
    ["Cruz", "lime", "small", "$39.99"],
    ["Delia", "orange", "large", "$29.99"],
]
CLUES = [
    ("The extra large helmet was the cheapest.", lambda s: s.n(P, "extra large") == 2499),
    ("Cruz's helmet cost $5 more than Anya's.", lambda s: s.n(P, "Cruz") == s.n(P, "Anya") + 500),
    ("The lime helmet is two sizes smaller than the orange one.", lambda s: s.n(Z, "lime") == s.n(Z, "orange") - 2),
    ("Delia's helmet is one size larger than Anya's.", lambda s: s.n(Z, "Delia") == s.n(Z, "Anya") + 1),
    ("The magenta helmet cost $10 more than the extra large one.", lambda s: s.n(P, "magenta") == s.n(P, "extra large") + 1000),
    ("Bo paid $5 less than Delia.", lambda s: s.n(P, "Bo") == s.n(P, "Delia") - 500),
    ("Cruz wears the smallest helmet.", lambda s: s.n(Z, "Cruz") == 1),
]
NUM = "."
INTRO = ["Four riders bought new bike helmets before the Safe Cycling Day ride. Each helmet was a different color, size and price."]
OUTRO = []
REMARKS = INTRO + OUTRO
