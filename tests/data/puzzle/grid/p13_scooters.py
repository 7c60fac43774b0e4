# App style: e-scooter rides; decimals in km, minutes; unnumbered.
K = "Distances"
MN = "Times"
def k(s, x):
    return s.n(K, x)
def mn(s, x):
    return s.n(MN, x)
NUM = ""
DOT = True
CATEGORIES = [
    ("Riders", ["Jun", "Lotte", "Mikael", "Nadia"]),
    ("Distances", ["1.8 km", "2.6 km", "3.4 km", "4.2 km"], [18, 26, 34, 42]),
    ("Times", ["9 minutes", "12 minutes", "15 minutes", "21 minutes"], [9, 12, 15, 21]),
    ("Starts", ["Canal Bridge", "Market Square", "the Museum", "the Station"]),
]
SOLUTION = [
    ("Jun", "3.4 km", "15 minutes", "the Station"),
    ("Lotte", "1.8 km", "9 minutes", "the Museum"),
    ("Mikael", "4.2 km", "21 minutes", "Market Square"),
    ("Nadia", "2.6 km", "12 minutes", "Canal Bridge"),
]
CLUES = [
    ("The longest ride took the most time.", lambda s: mn(s, "4.2 km") == 21),
    ("Lotte rode 0.8 km less than Nadia.", lambda s: k(s, "Lotte") + 8 == k(s, "Nadia")),
    ("Whoever started at the Station rode 1.6 km farther than Lotte.", lambda s: k(s, "the Station") == k(s, "Lotte") + 16),
    ("Nadia's ride took 3 minutes longer than the Museum rider's.", lambda s: mn(s, "Nadia") == mn(s, "the Museum") + 3),
    ("Mikael didn't start at Canal Bridge.", lambda s: not s.same("Mikael", "Canal Bridge")),
    ("The 15-minute ride began at the Station.", lambda s: s.same("15 minutes", "the Station")),
    ("Jun's ride was shorter than Mikael's.", lambda s: k(s, "Jun") < k(s, "Mikael")),
]
