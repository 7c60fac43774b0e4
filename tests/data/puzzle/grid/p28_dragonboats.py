L = "Lanes"
T = "Times"
CATEGORIES = [
    ("Teams", ["Jade Dragons", "Paddle Pirates", "River Tigers", "Thunder Oars"]),
    ("Lanes", ["Lane 1", "Lane 2", "Lane 3", "Lane 4"], [1, 2, 3, 4]),
    ("Times", ["2:04", "2:07", "2:10", "2:13"], [124, 127, 130, 133]),
    ("Captains", ["Amara", "Benji", "Celeste", "Duncan"]),
]
SOLUTION = [
    ["Jade Dragons", "Lane 3", "2:07", "Celeste"],
    ["Paddle Pirates", "Lane 1", "2:13", "Duncan"],
    ["River Tigers", "Lane 4", "2:04", "Amara"],
    ["Thunder Oars", "Lane 2", "2:10", "Benji"],
]
CLUES = [
    ("The team in Lane 3 finished 6 seconds faster than Duncan's team.",
     lambda s: s.n(T, "Lane 3") == s.n(T, "Duncan") - 6),
    ("The River Tigers posted the fastest time.",
     lambda s: s.n(T, "River Tigers") == 124),
    ("Benji's team raced in the lane next to Duncan's.",
     lambda s: abs(s.n(L, "Benji") - s.n(L, "Duncan")) == 1),
    ("Of the Jade Dragons and Amara's team, one raced in Lane 4 and the other finished in 2:07.",
     lambda s: not s.same("Jade Dragons", "Amara") and (
         (s.same("Jade Dragons", "Lane 4") and s.same("Amara", "2:07")) or
         (s.same("Jade Dragons", "2:07") and s.same("Amara", "Lane 4")))),
    ("The team in Lane 1 was slower than the Thunder Oars.",
     lambda s: s.n(T, "Lane 1") > s.n(T, "Thunder Oars")),
    ("Neither Celeste's team nor the team in Lane 2 is the Paddle Pirates.",
     lambda s: not s.same("Celeste", "Paddle Pirates") and not s.same("Lane 2", "Paddle Pirates")),
    ("Benji's team finished 6 seconds behind Amara's.",
     lambda s: s.n(T, "Benji") == s.n(T, "Amara") + 6),
]
NUM = "."
DOT = False
INTRO = ["Four crews raced a 500-meter heat at the dragon boat festival. Times are in minutes and seconds."]
OUTRO = []
REMARKS = INTRO + OUTRO
