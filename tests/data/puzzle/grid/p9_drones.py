K = "Distances"
def k(s, x):
    return s.n(K, x)
NUM = ""
CATEGORIES = [
    ("Pilots", ["Ahmed", "Bianca", "Callum", "Delphine", "Eero"]),
    ("Drones", ["Falcon", "Hornet", "Kestrel", "Osprey", "Wasp"]),
    ("Distances", ["1.2 km", "1.8 km", "2.4 km", "3.0 km", "3.6 km"], [12, 18, 24, 30, 36]),
]
SOLUTION = [("Ahmed", "Kestrel", "2.4 km"), ("Bianca", "Wasp", "3.6 km"), ("Callum", "Falcon", "1.2 km"), ("Delphine", "Osprey", "3.0 km"), ("Eero", "Hornet", "1.8 km")]
CLUES = [
    ("The Wasp flew farther than any other drone.", lambda s: k(s, "Wasp") == 36),
    ("Callum's drone flew the shortest distance.", lambda s: k(s, "Callum") == 12),
    ("The Osprey flew 1.2 km farther than Eero's drone.", lambda s: k(s, "Osprey") == k(s, "Eero") + 12),
    ("Ahmed didn't fly the Hornet.", lambda s: not s.same("Ahmed", "Hornet")),
    ("The Kestrel travelled 0.6 km less than the Osprey.", lambda s: k(s, "Kestrel") == k(s, "Osprey") - 6),
    ("The Falcon was flown by either Callum or Delphine.", lambda s: s.same("Falcon", "Callum") != s.same("Falcon", "Delphine")),
    ("Bianca flew 1.2 km farther than Ahmed.", lambda s: k(s, "Bianca") == k(s, "Ahmed") + 12),
]
QUESTIONS = [("Which drone did Delphine fly?", lambda s: s.v("Drones", "Delphine"))]
