L = "Deadlifts"
A = "Ages"
CATEGORIES = [
    ("Lifters", ["Agatha", "Boris", "Candace", "Dashiell", "Eun-ji"]),
    ("Deadlifts", ["315 lb", "335 lb", "355 lb", "375 lb", "395 lb"], [315, 335, 355, 375, 395]),
    ("Ages", ["24", "29", "33", "38", "41"], [24, 29, 33, 38, 41]),
    ("Gyms", ["Anvil", "Barbell Barn", "Core", "Deadweight", "Elevate"]),
]
SOLUTION = [
    ["Agatha", "355 lb", "29", "Core"],
    ["Boris", "395 lb", "41", "Anvil"],
    ["Candace", "315 lb", "24", "Elevate"],
    ["Dashiell", "375 lb", "33", "Barbell Barn"],
    ["Eun-ji", "335 lb", "38", "Deadweight"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("Boris lifted 40 lb more than Agatha.", lambda s: s.n(L, "Boris") == s.n(L, "Agatha") + 40),
    ("The lifter from Elevate is the youngest.", lambda s: s.n(A, "Elevate") == 24),
    ("The 38-year-old lifted 20 lb less than Agatha.", lambda s: s.n(L, "38") == s.n(L, "Agatha") - 20),
    ("Dashiell trains at Barbell Barn.", lambda s: s.same("Dashiell", "Barbell Barn")),
    ("The oldest lifter pulled the heaviest weight.", lambda s: s.n(L, "41") == 395),
    ("The Core member is younger than the Barbell Barn member.", lambda s: s.n(A, "Core") < s.n(A, "Barbell Barn")),
    ("Candace lifted less than Eun-ji.", lambda s: s.n(L, "Candace") < s.n(L, "Eun-ji")),
    ("Of the Anvil lifter and Candace, one is 41 and the other is 24.",
     lambda s: one_other(s, "Anvil", "Candace", "41", "24")),
    ("Eun-ji lifted less than Dashiell.", lambda s: s.n(L, "Eun-ji") < s.n(L, "Dashiell")),
]
QUESTIONS = [
    ("Which gym does Eun-ji train at?", lambda s: s.v("Gyms", "Eun-ji")),
    ("How old is Dashiell?", lambda s: s.v("Ages", "Dashiell")),
]
NUM = "."
INTRO = ["Deadlift Day: five lifters from different gyms, all of different ages, set personal bests at the regional meet."]
OUTRO = []
REMARKS = INTRO + OUTRO
