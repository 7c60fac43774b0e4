D = "Distances"
G = "Climbs"
def km(s, x):
    return s.n(D, x)
def up(s, x):
    return s.n(G, x)
CATEGORIES = [
    ("Hikers", ["Marisol", "Nils", "Oona", "Pavel"]),
    ("Distances", ["6.4 km", "8.2 km", "10 km", "11.8 km"], [64, 82, 100, 118]),
    ("Trails", ["Cairn Loop", "Fiddler's Ridge", "Otter Creek", "Windy Gap"]),
    ("Climbs", ["150 m", "300 m", "450 m", "600 m"], [150, 300, 450, 600]),
]
CLUES = [
    ("Oona hiked the farthest but climbed the least.", lambda s: km(s, "Oona") == 118 and up(s, "Oona") == 150),
    ("Fiddler's Ridge is 1.8 km longer than Otter Creek.", lambda s: km(s, "Fiddler's Ridge") == km(s, "Otter Creek") + 18),
    ("Marisol climbed 150 m more than Pavel.", lambda s: up(s, "Marisol") == up(s, "Pavel") + 150),
    ("The Windy Gap hike had the biggest climb.", lambda s: up(s, "Windy Gap") == 600),
    ("Nils didn't walk Cairn Loop or Fiddler's Ridge.",
     lambda s: not s.same("Nils", "Cairn Loop") and not s.same("Nils", "Fiddler's Ridge")),
    ("The Cairn Loop hiker walked 3.6 km farther than Pavel.", lambda s: km(s, "Cairn Loop") == km(s, "Pavel") + 36),
    ("Nils climbed 300 m less than Marisol.", lambda s: up(s, "Nils") == up(s, "Marisol") - 300),
]
