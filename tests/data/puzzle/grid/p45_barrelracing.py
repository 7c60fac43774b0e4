F, L, H, T = "First names", "Last names", "Horses", "Times"
CATEGORIES = [
    (F, ["Cassie", "Darla", "Jolene", "Maxine", "Tammy"]),
    (L, ["Boone", "Colter", "Dalton", "Ewing", "Farris"]),
    (H, ["Biscuit", "Dakota", "Pepper", "Ranger", "Smoky"]),
    (T, ["15.2 seconds", "15.5 seconds", "15.8 seconds", "16.1 seconds", "16.4 seconds"], [152, 155, 158, 161, 164]),
]
SOLUTION = [
    ["Cassie", "Dalton", "Pepper", "15.8 seconds"],
    ["Darla", "Farris", "Smoky", "16.4 seconds"],
    ["Jolene", "Boone", "Dakota", "15.2 seconds"],
    ["Maxine", "Ewing", "Ranger", "15.5 seconds"],
    ["Tammy", "Colter", "Biscuit", "16.1 seconds"],
]
CLUES = [
    ("Jolene turned in the fastest time of the day.", lambda s: s.n(T, "Jolene") == 152),
    ("Miss Colter, who rode Biscuit, finished 0.3 seconds faster than Darla.",
     lambda s: s.same("Colter", "Biscuit") and s.n(T, "Colter") == s.n(T, "Darla") - 3),
    ("The rider on Ranger was 0.3 seconds slower than Boone.", lambda s: s.n(T, "Ranger") == s.n(T, "Boone") + 3),
    ("Cassie's time was better than Tammy's but not as good as the time of the rider on Ranger.",
     lambda s: s.n(T, "Ranger") < s.n(T, "Cassie") < s.n(T, "Tammy")),
    ("Neither Dalton nor Farris rode Dakota or Ranger.",
     lambda s: all(not s.same(a, b) for a in ["Dalton", "Farris"] for b in ["Dakota", "Ranger"])),
    ("Darla's horse isn't Pepper.", lambda s: not s.same("Darla", "Pepper")),
    ("Maxine isn't Miss Boone.", lambda s: not s.same("Maxine", "Boone")),
    ("Miss Ewing finished 0.3 seconds ahead of Miss Dalton.", lambda s: s.n(T, "Ewing") == s.n(T, "Dalton") - 3),
    ("Darla had the slowest time of the five.", lambda s: s.n(T, "Darla") == 164),
]
NUM = "."
DOT = False
INTRO = ["Five young women ran the cloverleaf pattern in the barrel race at the Tri-County Rodeo, each on a different horse.",
         "No two times were the same, and a lower time is a better one.",
         "Find each rider's full name, horse, and time."]
OUTRO = []
REMARKS = INTRO + OUTRO
