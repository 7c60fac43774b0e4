K = "Distances"
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CATEGORIES = [
    ("Workers", ["Ines", "Jarrah", "Kofi", "Luca", "Maren"]),
    ("Distances", ["3 km", "5 km", "8 km", "12 km", "20 km"], [3, 5, 8, 12, 20]),
    ("Transport", ["bicycle", "bus", "car", "scooter", "train"]),
    ("Jobs", ["chef", "dentist", "editor", "nurse", "tailor"]),
]
CLUES = [
    ("The train commuter lives farther from work than anyone else.", lambda s: s.n(K, "train") == 20),
    ("Kofi's commute is 2 km shorter than the bicycle rider's.", lambda s: s.n(K, "Kofi") == s.n(K, "bicycle") - 2),
    ("Either Ines or Luca takes the bus.", lambda s: s.same("Ines", "bus") != s.same("Luca", "bus")),
    ("The tailor commutes by car.", lambda s: s.same("tailor", "car")),
    ("The dentist's commute is 3 km shorter than Ines's.", lambda s: s.n(K, "dentist") == s.n(K, "Ines") - 3),
    ("Of Jarrah and the chef, one commutes 20 km and the other rides a scooter.",
     lambda s: one_of(s, "Jarrah", "chef", "20 km", "scooter")),
    ("Luca's commute is 4 km longer than Ines's.", lambda s: s.n(K, "Luca") == s.n(K, "Ines") + 4),
    ("The editor lives 4 km closer to work than the tailor.", lambda s: s.n(K, "editor") == s.n(K, "tailor") - 4),
]
