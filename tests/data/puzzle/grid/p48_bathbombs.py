W = "Weights"
CATEGORIES = [
    ("Crafters", ["Gemma", "Hari", "Isla", "Jude", "Kiara"]),
    ("Scents", ["eucalyptus", "grapefruit", "lavender", "peppermint", "vanilla"]),
    ("Weights", ["100 g", "120 g", "140 g", "160 g", "180 g"], [100, 120, 140, 160, 180]),
]
SOLUTION = [
    ["Gemma", "peppermint", "140 g"],
    ["Hari", "vanilla", "180 g"],
    ["Isla", "lavender", "100 g"],
    ["Jude", "grapefruit", "160 g"],
    ["Kiara", "eucalyptus", "120 g"],
]
CLUES = [
    ("The lavender bath bomb was the lightest.", lambda s: s.n(W, "lavender") == 100),
    ("Hari's bath bomb weighed 40 grams more than Gemma's.", lambda s: s.n(W, "Hari") == s.n(W, "Gemma") + 40),
    ("The grapefruit one weighed 20 grams less than Hari's.", lambda s: s.n(W, "grapefruit") == s.n(W, "Hari") - 20),
    ("Kiara's bath bomb was 20 grams heavier than Isla's.", lambda s: s.n(W, "Kiara") == s.n(W, "Isla") + 20),
    ("Gemma's bath bomb smelled of either peppermint or eucalyptus.", lambda s: s.v("Scents", "Gemma") in ("peppermint", "eucalyptus")),
    ("The vanilla bath bomb was the heaviest.", lambda s: s.n(W, "vanilla") == 180),
    ("Kiara didn't use peppermint.", lambda s: not s.same("Kiara", "peppermint")),
]
NUM = "."
INTRO = ["Five crafters each made one bath bomb at a weekend workshop. Each used a different scent, and no two bath bombs weighed the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
