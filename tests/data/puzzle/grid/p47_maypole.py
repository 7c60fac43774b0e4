H = "Heights"
CATEGORIES = [
    ("Dancers", ["Abigail", "Bethan", "Callum", "Dylan", "Ffion", "Gareth"]),
    ("Ribbons", ["blue", "gold", "green", "pink", "red", "white"]),
    ("Heights", ["120 cm", "124 cm", "128 cm", "132 cm", "136 cm", "140 cm"], [120, 124, 128, 132, 136, 140]),
]
SOLUTION = [
    ["Abigail", "pink", "132 cm"],
    ["Bethan", "gold", "120 cm"],
    ["Callum", "green", "140 cm"],
    ["Dylan", "red", "128 cm"],
    ["Ffion", "white", "124 cm"],
    ["Gareth", "blue", "136 cm"],
]
CLUES = [
    ("The tallest dancer held the green ribbon.", lambda s: s.n(H, "green") == 140),
    ("Bethan, the shortest of the six, had neither blue nor white.",
     lambda s: s.n(H, "Bethan") == 120 and not s.same("Bethan", "blue") and not s.same("Bethan", "white")),
    ("Gareth is 4 cm taller than Abigail, who held pink.",
     lambda s: s.n(H, "Gareth") == s.n(H, "Abigail") + 4 and s.same("Abigail", "pink")),
    ("Ffion stands 4 cm taller than Bethan.", lambda s: s.n(H, "Ffion") == s.n(H, "Bethan") + 4),
    ("The red ribbon went to a dancer 8 cm shorter than Gareth.", lambda s: s.n(H, "red") == s.n(H, "Gareth") - 8),
    ("Callum isn't holding the red ribbon.", lambda s: not s.same("Callum", "red")),
    ("Neither Dylan nor Ffion is holding blue.", lambda s: not s.same("Dylan", "blue") and not s.same("Ffion", "blue")),
    ("Dylan is shorter than Abigail, but Callum is taller than Gareth.",
     lambda s: s.n(H, "Dylan") < s.n(H, "Abigail") and s.n(H, "Callum") > s.n(H, "Gareth")),
]
QUESTIONS = [("What colour is Ffion's ribbon?", lambda s: s.v("Ribbons", "Ffion"))]
NUM = "."
INTRO = ["Six pupils from Llanfair village school danced round the maypole on the green on May Day, each holding a ribbon of a different colour.",
         "The teacher had measured them all that week, and no two were the same height."]
OUTRO = []
REMARKS = INTRO + OUTRO
