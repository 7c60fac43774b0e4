N = "Nights"
P = "Prices"
CATEGORIES = [
    ("Backpackers", ["Luca", "Maya", "Noah", "Olga"]),
    ("Cities", ["Bruges", "Krakow", "Lisbon", "Porto"]),
    ("Nights", ["2 nights", "3 nights", "4 nights", "5 nights"], [2, 3, 4, 5]),
    ("Prices", ["€18", "€22", "€26", "€30"], [18, 22, 26, 30]),
]
SOLUTION = [
    ["Luca", "Krakow", "4 nights", "€18"],
    ["Maya", "Lisbon", "2 nights", "€30"],
    ["Noah", "Bruges", "5 nights", "€22"],
    ["Olga", "Porto", "3 nights", "€26"],
]
CLUES = [
    ("The cheapest bed was in Krakow.", lambda s: s.n(P, "Krakow") == 18),
    ("Luca stayed in Krakow.", lambda s: s.same("Luca", "Krakow")),
    ("Maya stayed the fewest nights but paid the most per night.",
     lambda s: s.n(N, "Maya") == 2 and s.n(P, "Maya") == 30),
    ("Noah stayed one night longer than the backpacker in Krakow.",
     lambda s: s.n(N, "Noah") == s.n(N, "Krakow") + 1),
    ("Olga's stay was shorter than Luca's.", lambda s: s.n(N, "Olga") < s.n(N, "Luca")),
    ("The Porto hostel charged €4 a night more than Noah's.", lambda s: s.n(P, "Porto") == s.n(P, "Noah") + 4),
    ("Noah paid less per night than Olga, and he didn't visit Lisbon.",
     lambda s: s.n(P, "Noah") < s.n(P, "Olga") and not s.same("Noah", "Lisbon")),
    ("Olga didn't go to Lisbon.", lambda s: not s.same("Olga", "Lisbon")),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
