M = "Miles"
CATEGORIES = [
    ("Drivers", ["Hal", "Ines", "Jun", "Kofi"]),
    ("Roads", ["Highway 1", "I-80", "Route 66", "US-101"]),
    ("Miles", ["120 miles", "150 miles", "180 miles", "210 miles"], [120, 150, 180, 210]),
    ("Cars", ["Jeep", "Mini", "Mustang", "Volvo"]),
]
CLUES = [
    ("The Mustang covered 60 miles more than the Mini.", lambda s: s.n(M, "Mustang") == s.n(M, "Mini") + 60),
    ("The Route 66 trip was made in the Mustang.", lambda s: s.same("Route 66", "Mustang")),
    ("Ines drove 30 miles less than Kofi.", lambda s: s.n(M, "Ines") == s.n(M, "Kofi") - 30),
    ("Jun didn't take Highway 1.", lambda s: not s.same("Jun", "Highway 1")),
    ("The driver of the Volvo went the farthest.", lambda s: s.n(M, "Volvo") == 210),
    ("Kofi drove neither I-80 nor Route 66.",
     lambda s: not s.same("Kofi", "I-80") and not s.same("Kofi", "Route 66")),
    ("Hal isn't the Volvo driver.", lambda s: not s.same("Hal", "Volvo")),
    ("Hal drove farther than Kofi.", lambda s: s.n(M, "Hal") > s.n(M, "Kofi")),
    ("The US-101 driver covered 30 miles more than Hal.", lambda s: s.n(M, "US-101") == s.n(M, "Hal") + 30),
]
