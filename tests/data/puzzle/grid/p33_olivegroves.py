T = "Trees"
L = "Oil"
CATEGORIES = [
    ("Growers", ["Andreas", "Carmela", "Eleni", "Marco", "Yusuf"]),
    ("Regions", ["Andalusia", "Crete", "Kalamata", "Puglia", "Sfax"]),
    ("Trees", ["300 trees", "450 trees", "600 trees", "750 trees", "900 trees"], [300, 450, 600, 750, 900]),
    ("Oil", ["420 liters", "560 liters", "700 liters", "840 liters", "980 liters"], [420, 560, 700, 840, 980]),
    ("Varieties", ["Arbequina", "Coratina", "Kalamon", "Koroneiki", "Picual"]),
]
SOLUTION = [
    ["Andreas", "Crete", "600 trees", "840 liters", "Koroneiki"],
    ["Carmela", "Puglia", "900 trees", "700 liters", "Coratina"],
    ["Eleni", "Kalamata", "300 trees", "560 liters", "Kalamon"],
    ["Marco", "Andalusia", "450 trees", "980 liters", "Picual"],
    ["Yusuf", "Sfax", "750 trees", "420 liters", "Arbequina"],
]
CLUES = [
    ("The grower with 750 trees pressed 140 liters less than Eleni.",
     lambda s: s.n(L, "750 trees") == s.n(L, "Eleni") - 140),
    ("The largest grove, which isn't in Andalusia, pressed 700 liters.",
     lambda s: not s.same("900 trees", "Andalusia") and s.same("900 trees", "700 liters")),
    ("Marco pressed more oil than anyone else, though he has only 450 trees.",
     lambda s: s.n(L, "Marco") == 980 and s.n(T, "Marco") == 450),
    ("The Koroneiki grower has exactly 300 more trees than the Kalamon grower.",
     lambda s: s.n(T, "Koroneiki") == s.n(T, "Kalamon") + 300),
    ("Neither Yusuf nor the grower from Crete grows Picual.",
     lambda s: not s.same("Yusuf", "Picual") and not s.same("Crete", "Picual")),
    ("Of Carmela and the grower in Sfax, one grows Coratina and the other has 750 trees.",
     lambda s: not s.same("Carmela", "Sfax") and (
         (s.same("Carmela", "Coratina") and s.same("Sfax", "750 trees")) or
         (s.same("Sfax", "Coratina") and s.same("Carmela", "750 trees")))),
    ("The Arbequina grove pressed the least oil.", lambda s: s.n(L, "Arbequina") == 420),
    ("The grove in Kalamata has 150 fewer trees than Marco's.",
     lambda s: s.n(T, "Kalamata") == s.n(T, "Marco") - 150),
    ("Andreas pressed 140 liters more than the grower in Puglia.",
     lambda s: s.n(L, "Andreas") == s.n(L, "Puglia") + 140),
    ("The five growers are Eleni, the one in Andalusia, the Coratina grower, the one who pressed 840 liters and the one with 750 trees.",
     lambda s: len({s.e(x) for x in ["Eleni", "Andalusia", "Coratina", "840 liters", "750 trees"]}) == 5),
    ("Eleni has half as many trees as Andreas.", lambda s: 2 * s.n(T, "Eleni") == s.n(T, "Andreas")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
QUESTIONS = [("Where is Yusuf's grove?", lambda s: s.v("Regions", "Yusuf"))]
