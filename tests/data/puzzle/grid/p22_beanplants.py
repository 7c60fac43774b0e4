H = "Heights"
CATEGORIES = [
    ("Children", ["Isla", "Jack", "Kai", "Lily"]),
    ("Places", ["cupboard", "greenhouse", "shed", "windowsill"]),
    ("Liquids", ["juice", "milk", "tea", "water"]),
    ("Heights", ["5 cm", "10 cm", "15 cm", "20 cm"], [5, 10, 15, 20]),
]
SOLUTION = [
    ["Isla", "greenhouse", "water", "20 cm"],
    ["Jack", "cupboard", "juice", "5 cm"],
    ["Kai", "windowsill", "tea", "15 cm"],
    ["Lily", "shed", "milk", "10 cm"],
]
CLUES = [
    ("The plant given water grew the tallest.", lambda s: s.n(H, "water") == 20),
    ("Jack's plant was 10 cm shorter than Kai's.", lambda s: s.n(H, "Jack") == s.n(H, "Kai") - 10),
    ("The plant in the cupboard was the shortest.", lambda s: s.n(H, "cupboard") == 5),
    ("Lily kept her plant in the shed, but she did not water it with tea.",
     lambda s: s.same("Lily", "shed") and not s.same("Lily", "tea")),
    ("The plant on the windowsill grew 5 cm less than the one in the greenhouse.",
     lambda s: s.n(H, "windowsill") == s.n(H, "greenhouse") - 5),
    ("Isla's plant grew taller than Kai's.", lambda s: s.n(H, "Isla") > s.n(H, "Kai")),
    ("Kai didn't use milk.", lambda s: not s.same("Kai", "milk")),
    ("The plant given milk grew 5 cm less than the one given tea.", lambda s: s.n(H, "milk") == s.n(H, "tea") - 5),
]
QUESTIONS = [("Where did Isla keep her plant?", lambda s: s.v("Places", "Isla"))]
NUM = None
DOT = True
INTRO = ["Four children each grew a bean plant for the science fair. They kept their plants in different places, watered them with different liquids, and after three weeks the plants had reached different heights."]
OUTRO = []
REMARKS = INTRO + OUTRO
