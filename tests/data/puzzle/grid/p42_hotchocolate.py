Z = "Sizes"
CATEGORIES = [
    ("Customers", ["Pippa", "Quentin", "Rosalind", "Soren"]),
    ("Toppings", ["cinnamon", "marshmallows", "peppermint", "whipped cream"]),
    ("Sizes", ["8 oz", "12 oz", "16 oz", "20 oz"], [8, 12, 16, 20]),
    ("Milks", ["almond", "oat", "skim", "whole"]),
]
SOLUTION = [
    ["Pippa", "peppermint", "16 oz", "oat"],
    ["Quentin", "whipped cream", "8 oz", "whole"],
    ["Rosalind", "marshmallows", "20 oz", "skim"],
    ["Soren", "cinnamon", "12 oz", "almond"],
]
CLUES = [
    ("The largest cup was topped with marshmallows.", lambda s: s.n(Z, "marshmallows") == 20),
    ("Soren's cup held 4 ounces more than Quentin's.", lambda s: s.n(Z, "Soren") == s.n(Z, "Quentin") + 4),
    ("The drink made with oat milk was 4 ounces larger than the almond milk drink.", lambda s: s.n(Z, "oat") == s.n(Z, "almond") + 4),
    ("Neither Pippa nor Rosalind ordered whole milk.", lambda s: not s.same("Pippa", "whole") and not s.same("Rosalind", "whole")),
    ("Quentin didn't get the cinnamon.", lambda s: not s.same("Quentin", "cinnamon")),
    ("The skim milk drink was bigger than Pippa's.", lambda s: s.n(Z, "skim") > s.n(Z, "Pippa")),
    ("Rosalind's drink was the biggest.", lambda s: s.n(Z, "Rosalind") == 20),
    ("Quentin's cup was the smallest.", lambda s: s.n(Z, "Quentin") == 8),
    ("The peppermint drink was 8 ounces larger than the one with whipped cream.", lambda s: s.n(Z, "peppermint") == s.n(Z, "whipped cream") + 8),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
