T = "Shifts"
CATEGORIES = [
    ("Baristas", ["Kenji", "Lucia", "Mateo", "Nora"]),
    ("Drinks", ["cortado", "flat white", "latte", "mocha"]),
    ("Shifts", ["5:30 am", "6:00 am", "6:30 am", "7:00 am"], [330, 360, 390, 420]),
    ("Cafes", ["Bean There", "Daily Grind", "Perk Up", "Steam Room"]),
]
SOLUTION = [
    ["Kenji", "mocha", "6:30 am", "Perk Up"],
    ["Lucia", "cortado", "5:30 am", "Steam Room"],
    ["Mateo", "latte", "7:00 am", "Bean There"],
    ["Nora", "flat white", "6:00 am", "Daily Grind"],
]
CLUES = [
    ("The barista whose shift starts at 6:00 am works at Daily Grind.", lambda s: s.same("6:00 am", "Daily Grind")),
    ("Lucia starts an hour before Kenji.", lambda s: s.n(T, "Lucia") == s.n(T, "Kenji") - 60),
    ("The barista known for the latte has the latest shift.", lambda s: s.n(T, "latte") == 420),
    ("Neither Nora nor the barista at Perk Up makes the cortado.", lambda s: not s.same("Nora", "cortado") and not s.same("Perk Up", "cortado")),
    ("Mateo doesn't work at Steam Room.", lambda s: not s.same("Mateo", "Steam Room")),
    ("The Steam Room barista starts 30 minutes before the flat white barista.", lambda s: s.n(T, "Steam Room") == s.n(T, "flat white") - 30),
    ("Kenji's signature drink isn't the flat white.", lambda s: not s.same("Kenji", "flat white")),
    ("The Bean There barista starts later than the Perk Up barista.", lambda s: s.n(T, "Bean There") > s.n(T, "Perk Up")),
    ("Mateo's shift starts 90 minutes after Lucia's.", lambda s: s.n(T, "Mateo") == s.n(T, "Lucia") + 90),
    ("Nora's shift doesn't start later than Kenji's.", lambda s: not s.n(T, "Nora") > s.n(T, "Kenji")),
]
NUM = "."
DOT = False
INTRO = ["Four baristas each work the early shift at a different cafe, and each is known for a different drink."]
OUTRO = []
REMARKS = INTRO + OUTRO
