F = "Fares"
D = "Distances"
def fare(s, x):
    return s.n(F, x)
def dist(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Drivers", ["Gianni", "Harriet", "Ilya", "Juno"]),
    ("Fares", ["$8.40", "$11.60", "$14.80", "$18.00"], [840, 1160, 1480, 1800]),
    ("Distances", ["2.5 miles", "3.5 miles", "4.5 miles", "5.5 miles"], [25, 35, 45, 55]),
    ("Pickups", ["airport", "cinema", "hospital", "stadium"]),
]
CLUES = [
    ("The ride from the airport was the longest.", lambda s: dist(s, "airport") == 55),
    ("Harriet's fare was $3.20 less than Juno's.", lambda s: fare(s, "Harriet") == fare(s, "Juno") - 320),
    ("The driver who picked up at the stadium drove 1 mile less than Harriet.", lambda s: dist(s, "stadium") == dist(s, "Harriet") - 10),
    ("Either Gianni or Juno did the hospital pickup.", lambda s: s.same("Gianni", "hospital") != s.same("Juno", "hospital")),
    ("Ilya charged more than Gianni.", lambda s: fare(s, "Ilya") > fare(s, "Gianni")),
    ("The person who drove 4.5 miles charged the least.", lambda s: fare(s, "4.5 miles") == 840),
    ("Juno's ride was shorter than Gianni's.", lambda s: dist(s, "Juno") < dist(s, "Gianni")),
    ("The most expensive ride was the one from the airport.", lambda s: fare(s, "airport") == 1800),
    ("Whoever drove 2.5 miles picked up at the hospital.", lambda s: s.same("2.5 miles", "hospital")),
]
QUESTIONS = [("Who picked up at the cinema?", lambda s: s.v("Drivers", "cinema"))]
