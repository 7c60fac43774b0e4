D = "Distances"
N = "Team sizes"
CATEGORIES = [
    ("Mushers", ["Aputsiaq", "Bridget", "Cormac", "Dagny"]),
    ("Lead dogs", ["Kodiak", "Nanook", "Sitka", "Tundra"]),
    ("Distances", ["18 miles", "24 miles", "30 miles", "36 miles"], [18, 24, 30, 36]),
    ("Team sizes", ["6 dogs", "8 dogs", "10 dogs", "12 dogs"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["Aputsiaq", "Sitka", "36 miles", "12 dogs"],
    ["Bridget", "Kodiak", "24 miles", "6 dogs"],
    ["Cormac", "Tundra", "18 miles", "10 dogs"],
    ["Dagny", "Nanook", "30 miles", "8 dogs"],
]
CLUES = [
    ("The team led by Sitka covered the greatest distance.", lambda s: s.n(D, "Sitka") == 36),
    ("Bridget's team ran 6 miles farther than Cormac's.", lambda s: s.n(D, "Bridget") == s.n(D, "Cormac") + 6),
    ("The eight-dog team was led by Nanook.", lambda s: s.same("8 dogs", "Nanook")),
    ("Cormac's team had more dogs than Bridget's but fewer than Aputsiaq's.",
     lambda s: s.n(N, "Bridget") < s.n(N, "Cormac") < s.n(N, "Aputsiaq")),
    ("Dagny's team didn't run 24 miles.", lambda s: not s.same("Dagny", "24 miles")),
    ("Tundra's team ran the shortest distance.", lambda s: s.n(D, "Tundra") == 18),
    ("Kodiak did not lead the ten-dog team.", lambda s: not s.same("Kodiak", "10 dogs")),
    ("Aputsiaq had the largest team.", lambda s: s.n(N, "Aputsiaq") == 12),
    ("Dagny's team ran farther than Bridget's.", lambda s: s.n(D, "Dagny") > s.n(D, "Bridget")),
    ("Sitka is Aputsiaq's lead dog.", lambda s: s.same("Sitka", "Aputsiaq")),
    ("Bridget's team was the smallest.", lambda s: s.n(N, "Bridget") == 6),
]
QUESTIONS = [("Who was Dagny's lead dog?", lambda s: s.v("Lead dogs", "Dagny"))]
NUM = "."
DOT = False
INTRO = ["Four mushers took their teams out on a training run last weekend. Each team had a different lead dog and a different number of dogs, and each covered a different distance before turning for home."]
OUTRO = []
REMARKS = INTRO + OUTRO
