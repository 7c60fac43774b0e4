A = "Ages"
CATEGORIES = [
    ("Children", ["Ella", "Finn", "Greta", "Hamid", "Iris"]),
    ("Ages", ["4", "5", "6", "7", "8"], [4, 5, 6, 7, 8]),
    ("Costumes", ["astronaut", "dragon", "knight", "pirate", "robot"]),
    ("Treats", ["brownie", "cupcake", "lollipop", "popcorn", "toffee"]),
]
CLUES = [
    ("Greta is 2 years older than Ella.", lambda s: s.n(A, "Greta") == s.n(A, "Ella") + 2),
    ("The child dressed as a robot is the youngest.", lambda s: s.n(A, "robot") == 4),
    ("Hamid is 1 year older than the child who got popcorn.", lambda s: s.n(A, "Hamid") == s.n(A, "popcorn") + 1),
    ("The knight isn't 7.", lambda s: not s.same("knight", "7")),
    ("Iris is older than the pirate but younger than the astronaut.",
     lambda s: s.n(A, "pirate") < s.n(A, "Iris") < s.n(A, "astronaut")),
    ("The child who got the cupcake is 3 years older than Finn.", lambda s: s.n(A, "cupcake") == s.n(A, "Finn") + 3),
    ("Neither Ella nor Greta got the lollipop.",
     lambda s: not s.same("Ella", "lollipop") and not s.same("Greta", "lollipop")),
    ("The brownie went to the oldest child.", lambda s: s.n(A, "brownie") == 8),
    ("Hamid wasn't dressed as a pirate.", lambda s: not s.same("Hamid", "pirate")),
]
