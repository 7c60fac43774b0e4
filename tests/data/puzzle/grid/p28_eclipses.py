L = "Durations"
CATEGORIES = [
    ("Chasers", ["Imogen", "Kwame", "Luis", "Marisol"]),
    ("Countries", ["Chile", "Egypt", "Mongolia", "Norway"]),
    ("Durations", ["95 seconds", "120 seconds", "145 seconds", "170 seconds"], [95, 120, 145, 170]),
]
SOLUTION = [
    ["Imogen", "Norway", "120 seconds"],
    ["Kwame", "Chile", "170 seconds"],
    ["Luis", "Egypt", "95 seconds"],
    ["Marisol", "Mongolia", "145 seconds"],
]
CLUES = [
    ("The eclipse Kwame saw lasted 50 seconds longer than Imogen's.",
     lambda s: s.n(L, "Kwame") == s.n(L, "Imogen") + 50),
    ("Luis saw the shortest totality, but not in Norway.",
     lambda s: s.n(L, "Luis") == 95 and not s.same("Luis", "Norway")),
    ("The totality in Mongolia lasted 25 seconds longer than the one in Norway.",
     lambda s: s.n(L, "Mongolia") == s.n(L, "Norway") + 25),
    ("Of Imogen and Kwame, one went to Chile and the other to Norway.",
     lambda s: (s.same("Imogen", "Chile") and s.same("Kwame", "Norway")) or
               (s.same("Imogen", "Norway") and s.same("Kwame", "Chile"))),
]
NUM = None
DOT = False
INTRO = ["Four eclipse chasers each saw a total eclipse of the sun in a different country."]
OUTRO = []
REMARKS = INTRO + OUTRO
