A = "Ages"
K = "Marks"
CATEGORIES = [
    ("Harpists", ["Aoife", "Bronwen", "Carys", "Delyth", "Eluned"]),
    ("Towns", ["Bala", "Conwy", "Ruthin", "Tenby", "Wrexham"]),
    ("Ages", ["12", "15", "17", "22", "28"], [12, 15, 17, 22, 28]),
    ("Marks", ["78", "84", "85", "91", "96"], [78, 84, 85, 91, 96]),
]
SOLUTION = [
    ["Aoife", "Tenby", "17", "91"],
    ["Bronwen", "Bala", "28", "85"],
    ["Carys", "Wrexham", "12", "78"],
    ["Delyth", "Ruthin", "22", "96"],
    ["Eluned", "Conwy", "15", "84"],
]
CLUES = [
    ("The harpist from Ruthin earned the highest mark, but she is not the oldest.",
     lambda s: s.n(K, "Ruthin") == 96 and s.n(A, "Ruthin") != 28),
    ("Carys is the youngest competitor and had the lowest mark.", lambda s: s.n(A, "Carys") == 12 and s.n(K, "Carys") == 78),
    ("Bronwen is 11 years older than Aoife, but her mark was 6 lower.",
     lambda s: s.n(A, "Bronwen") == s.n(A, "Aoife") + 11 and s.n(K, "Bronwen") == s.n(K, "Aoife") - 6),
    ("The 15-year-old, who comes from Conwy, scored 1 mark less than Bronwen.",
     lambda s: s.same("15", "Conwy") and s.n(K, "15") == s.n(K, "Bronwen") - 1),
    ("The harpist from Tenby is younger than the one from Bala.", lambda s: s.n(A, "Tenby") < s.n(A, "Bala")),
    ("Carys lives in neither Bala nor Tenby.", lambda s: not s.same("Carys", "Bala") and not s.same("Carys", "Tenby")),
    ("Eluned is younger than Delyth.", lambda s: s.n(A, "Eluned") < s.n(A, "Delyth")),
]
NUM = ")"
DOT = False
INTRO = ["Five harpists from different towns competed in the harp solo at this year's eisteddfod. Marks are out of 100, and ages are given in years."]
OUTRO = []
REMARKS = INTRO + OUTRO
