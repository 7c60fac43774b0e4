D = "Distances"
T = "Start times"
CATEGORIES = [
    ("Guides", ["Arturo", "Bianca", "Cyrus", "Delphine"]),
    ("Cities", ["Amsterdam", "Lisbon", "Prague", "Seville"]),
    ("Distances", ["18 miles", "24 miles", "30 miles", "36 miles"], [18, 24, 30, 36]),
    ("Start times", ["8:15am", "8:45am", "9:15am", "9:45am"], [495, 525, 555, 585]),
]
SOLUTION = [
    ["Arturo", "Prague", "30 miles", "8:45am"],
    ["Bianca", "Seville", "18 miles", "9:45am"],
    ["Cyrus", "Amsterdam", "36 miles", "9:15am"],
    ["Delphine", "Lisbon", "24 miles", "8:15am"],
]
CLUES = [
    ("The Lisbon tour is 6 miles shorter than Arturo's.",
     lambda s: s.n(D, "Lisbon") == s.n(D, "Arturo") - 6),
    ("The tour that starts at 9:15am covers 18 miles more than Bianca's.",
     lambda s: s.n(D, "9:15am") == s.n(D, "Bianca") + 18),
    ("Delphine's tour starts an hour before the Amsterdam tour.",
     lambda s: s.n(T, "Delphine") == s.n(T, "Amsterdam") - 60),
    ("Neither the Prague tour nor the 36-mile tour starts at 9:45am.",
     lambda s: not s.same("Prague", "9:45am") and not s.same("36 miles", "9:45am")),
    ("Bianca's tour starts later than any other.",
     lambda s: s.n(T, "Bianca") == 585),
    ("Of the 8:45am tour and the Seville tour, one is led by Arturo and the other is 18 miles long.",
     lambda s: not s.same("8:45am", "Seville") and (
         (s.same("8:45am", "Arturo") and s.same("Seville", "18 miles")) or
         (s.same("8:45am", "18 miles") and s.same("Seville", "Arturo")))),
]
NUM = "."
DOT = False
INTRO = ["Four guides each lead a different bike tour in a different European city."]
OUTRO = []
REMARKS = INTRO + OUTRO
