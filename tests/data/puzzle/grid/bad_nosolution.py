# Clues 1, 3 and 5 contradict each other: they put Amos above Bree, Bree above
# Cato and Cato above Amos.
S = "Scores"
CATEGORIES = [
    ("Players", ["Amos", "Bree", "Cato", "Dell"]),
    ("Scores", ["10 points", "20 points", "30 points", "40 points"], [10, 20, 30, 40]),
    ("Drinks", ["cocoa", "juice", "milk", "soda"]),
]
CLUES = [
    ("Amos scored more points than Bree.", lambda s: s.n(S, "Amos") > s.n(S, "Bree")),
    ("The cocoa drinker scored 10 points.", lambda s: s.same("cocoa", "10 points")),
    ("Bree scored 10 points more than Cato.", lambda s: s.n(S, "Bree") == s.n(S, "Cato") + 10),
    ("Amos didn't drink milk.", lambda s: not s.same("Amos", "milk")),
    ("Cato scored more points than Amos.", lambda s: s.n(S, "Cato") > s.n(S, "Amos")),
    ("The soda drinker scored fewer points than Dell.", lambda s: s.n(S, "soda") < s.n(S, "Dell")),
]
EXPECT = 0
CONFLICT = [1, 3, 5]
