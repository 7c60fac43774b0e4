P = "Prices"
D = "Days"
CATEGORIES = [
    ("Milliners", ["Esther", "Florian", "Giselle", "Thaddeus"]),
    ("Hats", ["beret", "bowler", "cloche", "fedora"]),
    ("Prices", ["$40", "$55", "$70", "$85"], [40, 55, 70, 85]),
    ("Ribbons", ["black", "crimson", "ivory", "navy"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Esther", "cloche", "$70", "ivory", "Tuesday"],
    ["Florian", "bowler", "$85", "black", "Thursday"],
    ["Giselle", "beret", "$40", "crimson", "Wednesday"],
    ["Thaddeus", "fedora", "$55", "navy", "Monday"],
]
CLUES = [
    ("The bowler cost $15 more than Esther's hat.", lambda s: s.n(P, "bowler") == s.n(P, "Esther") + 15),
    ("Giselle's hat was the cheapest.", lambda s: s.n(P, "Giselle") == 40),
    ("The hat with the navy ribbon sold the day before Esther's.", lambda s: s.n(D, "navy") == s.n(D, "Esther") - 1),
    ("Of the cloche and Florian's hat, one has an ivory ribbon and the other sold on Thursday.",
     lambda s: not s.same("cloche", "Florian") and (
         (s.same("cloche", "ivory") and s.same("Florian", "Thursday")) or
         (s.same("Florian", "ivory") and s.same("cloche", "Thursday")))),
    ("The beret sold 2 days after the fedora.", lambda s: s.n(D, "beret") == s.n(D, "fedora") + 2),
]
CLUES.append(("Giselle's hat sold sometime after the cloche.", lambda s: s.n(D, "Giselle") > s.n(D, "cloche")))
CLUES.append(("The $70 hat sold the day before the one with the crimson ribbon.", lambda s: s.n(D, "$70") == s.n(D, "crimson") - 1))
NUM = "."
INTRO = ["Four milliners share a shop, and last week each sold one hat, trimmed with a different ribbon, on a different day and at a different price."]
REMARKS = INTRO
