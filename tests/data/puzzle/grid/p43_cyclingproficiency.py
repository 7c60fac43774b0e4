K = "Marks"
CATEGORIES = [
    ("First names", ["Callum", "Jade", "Liam", "Megan", "Ryan"]),
    ("Surnames", ["Bird", "Coles", "Frost", "Lamb", "Webb"]),
    ("Bikes", ["black", "green", "orange", "red", "silver"]),
    ("Marks", ["36", "39", "42", "45", "48"], [36, 39, 42, 45, 48]),
]
SOLUTION = [
    ["Callum", "Webb", "silver", "42"],
    ["Jade", "Frost", "red", "48"],
    ["Liam", "Bird", "black", "36"],
    ["Megan", "Lamb", "orange", "45"],
    ["Ryan", "Coles", "green", "39"],
]
CLUES = [
    ("The Webb boy scored 3 marks more than the rider of the green bike.", lambda s: s.n(K, "Webb") == s.n(K, "green") + 3),
    ("Jade, who rode the red bike, scored 6 marks more than Callum.",
     lambda s: s.same("Jade", "red") and s.n(K, "Jade") == s.n(K, "Callum") + 6),
    ("Liam, who isn't the Lamb child, had the lowest mark.", lambda s: not s.same("Liam", "Lamb") and s.n(K, "Liam") == 36),
    ("The Coles child scored 3 marks less than Callum.", lambda s: s.n(K, "Coles") == s.n(K, "Callum") - 3),
    ("Megan's bike was neither black nor silver.", lambda s: not s.same("Megan", "black") and not s.same("Megan", "silver")),
    ("The Frost girl didn't ride the orange bike.", lambda s: not s.same("Frost", "orange")),
    ("Megan scored 3 marks more than Callum, who rode the silver bike.", lambda s: s.n(K, "Megan") == s.n(K, "Callum") + 3 and s.same("Callum", "silver")),
    ("The Bird boy rode the black bike.", lambda s: s.same("Bird", "black")),
    ("Ryan isn't a Frost or a Webb.", lambda s: not s.same("Ryan", "Frost") and not s.same("Ryan", "Webb")),
    ("Liam isn't the Coles boy, and the Lamb girl rode the orange bike.", lambda s: not s.same("Liam", "Coles") and s.same("Lamb", "orange")),
]
NUM = "."
DOT = False
INTRO = ["Five pupils at Brook Lane Primary took their cycling proficiency test on the same afternoon, each on a bike of a different colour, and the examiner gave each a mark out of 50. "
         "Can you discover each child's full name, the colour of the bike and the mark?"]
OUTRO = []
REMARKS = INTRO + OUTRO
