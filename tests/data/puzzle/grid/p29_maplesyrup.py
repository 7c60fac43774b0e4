T = "Taps"
G = "Gallons"
CATEGORIES = [
    ("Farms", ["Birch Hollow", "Cedar Knoll", "Frost Hill", "Sugar Run", "Tall Pines"]),
    ("Taps", ["400 taps", "650 taps", "900 taps", "1150 taps", "1400 taps"], [400, 650, 900, 1150, 1400]),
    ("Gallons", ["80 gallons", "120 gallons", "160 gallons", "200 gallons", "240 gallons"], [80, 120, 160, 200, 240]),
    ("Towns", ["Barre", "Chester", "Dover", "Lyndon", "Stowe"]),
]
SOLUTION = [
    ["Birch Hollow", "900 taps", "200 gallons", "Lyndon"],
    ["Cedar Knoll", "400 taps", "120 gallons", "Stowe"],
    ["Frost Hill", "1400 taps", "160 gallons", "Barre"],
    ["Sugar Run", "650 taps", "80 gallons", "Dover"],
    ["Tall Pines", "1150 taps", "240 gallons", "Chester"],
]
CLUES = [
    ("The farm with the most taps didn't make the most syrup.",
     lambda s: s.n(G, "1400 taps") != 240),
    ("The Stowe farm has 250 fewer taps than Sugar Run.",
     lambda s: s.n(T, "Stowe") == s.n(T, "Sugar Run") - 250),
    ("The farm that made 80 gallons is in Dover.", lambda s: s.same("80 gallons", "Dover")),
    ("Frost Hill has 500 more taps than Birch Hollow.",
     lambda s: s.n(T, "Frost Hill") == s.n(T, "Birch Hollow") + 500),
    ("Of the Chester farm and Cedar Knoll, one has 1150 taps and the other made 120 gallons.",
     lambda s: not s.same("Chester", "Cedar Knoll") and (
         (s.same("Chester", "1150 taps") and s.same("Cedar Knoll", "120 gallons")) or
         (s.same("Cedar Knoll", "1150 taps") and s.same("Chester", "120 gallons")))),
    ("Cedar Knoll made 40 gallons less than Frost Hill.",
     lambda s: s.n(G, "Cedar Knoll") == s.n(G, "Frost Hill") - 40),
    ("The farm in Chester runs 250 more taps than Birch Hollow.",
     lambda s: s.n(T, "Chester") == s.n(T, "Birch Hollow") + 250),
    ("The Barre farm made 40 gallons less than the Lyndon farm.",
     lambda s: s.n(G, "Barre") == s.n(G, "Lyndon") - 40),
    ("Sugar Run either is in Dover or has 1400 taps.",
     lambda s: s.same("Sugar Run", "Dover") != s.same("Sugar Run", "1400 taps")),
]
NUM = None
DOT = False
INTRO = ["Five sugarhouses compared their seasons: how many taps each ran and how much syrup each made."]
OUTRO = []
REMARKS = INTRO + OUTRO
