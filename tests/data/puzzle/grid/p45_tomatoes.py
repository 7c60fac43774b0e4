F, L, V, W = "First names", "Last names", "Varieties", "Weights"
CATEGORIES = [
    (F, ["Agnes", "Boyd", "Cecil", "Dottie", "Elsie"]),
    (L, ["Pratt", "Quigley", "Rand", "Sims", "Tully"]),
    (V, ["Beefsteak", "Big Boy", "Brandywine", "Cherokee Purple", "Early Girl"]),
    (W, ["14 oz", "16 oz", "18 oz", "20 oz", "22 oz"], [14, 16, 18, 20, 22]),
]
SOLUTION = [
    ["Agnes", "Sims", "Early Girl", "16 oz"],
    ["Boyd", "Tully", "Big Boy", "22 oz"],
    ["Cecil", "Pratt", "Brandywine", "18 oz"],
    ["Dottie", "Rand", "Cherokee Purple", "14 oz"],
    ["Elsie", "Quigley", "Beefsteak", "20 oz"],
]
CLUES = [
    ("The heaviest tomato was a Big Boy.", lambda s: s.n(W, "Big Boy") == 22),
    ("Mrs. Quigley's tomato weighed 2 ounces more than Mr. Pratt's.", lambda s: s.n(W, "Quigley") == s.n(W, "Pratt") + 2),
    ("Agnes's tomato outweighed Dottie's but not the Brandywine.",
     lambda s: s.n(W, "Dottie") < s.n(W, "Agnes") < s.n(W, "Brandywine")),
    ("The Early Girl wasn't grown by Mrs. Rand.", lambda s: not s.same("Early Girl", "Rand")),
    ("Tully's tomato was heavier than Cecil's.", lambda s: s.n(W, "Tully") > s.n(W, "Cecil")),
    ("Neither Elsie nor the woman surnamed Sims grew the Cherokee Purple.",
     lambda s: not s.same("Elsie", "Sims") and not s.same("Elsie", "Cherokee Purple") and not s.same("Sims", "Cherokee Purple")),
    ("Cecil's tomato weighed 4 ounces less than Boyd's.", lambda s: s.n(W, "Cecil") == s.n(W, "Boyd") - 4),
    ("The Beefsteak weighed 2 ounces less than the Big Boy.", lambda s: s.n(W, "Beefsteak") == s.n(W, "Big Boy") - 2),
    ("Mrs. Rand grew the lightest tomato.", lambda s: s.n(W, "Rand") == 14),
    ("Of Agnes and Cecil, one is surnamed Sims and the other is surnamed Pratt.",
     lambda s: (s.same("Agnes", "Sims") and s.same("Cecil", "Pratt")) or (s.same("Agnes", "Pratt") and s.same("Cecil", "Sims"))),
]
NUM = "."
DOT = True
INTRO = ["Five members of the Oak Park Garden Club brought their biggest tomatoes to the August meeting to be weighed.",
         "Each grew a different variety.",
         "Find each member's full name, variety, and the weight of the tomato."]
OUTRO = []
REMARKS = INTRO + OUTRO
