B, W, O, P = "Builders", "Woods", "Weights", "Prices"
CATEGORIES = [
    (B, ["Elias", "Rosemary", "Theo", "Walt"]),
    (W, ["cedar", "pine", "redwood", "walnut"]),
    (O, ["18 oz", "22 oz", "26 oz", "30 oz"], [18, 22, 26, 30]),
    (P, ["$15", "$20", "$25", "$35"], [15, 20, 25, 35]),
]
NUM = "."
INTRO = ("Every October the Hollister family rents a table at the county craft fair, and this year four of them "
         "each built one birdhouse to sell. Each birdhouse was made from a different wood, had a different weight "
         "and carried a different price tag.")
REMARKS = [INTRO]
CLUES = [
    ("The walnut birdhouse was both the heaviest and the most expensive.", lambda s: s.same("walnut", "30 oz") and s.same("walnut", "$35")),
    ("Theo's birdhouse weighed 4 ounces less than Rosemary's.", lambda s: s.n(O, "Theo") == s.n(O, "Rosemary") - 4),
    ("Walt, who is famously stingy with compliments but generous with discounts, priced his at $15.", lambda s: s.same("Walt", "$15")),
    ("The cedar birdhouse sold for $5 more than the pine one.", lambda s: s.n(P, "cedar") == s.n(P, "pine") + 5),
    ("The redwood birdhouse weighed more than the cedar one.", lambda s: s.n(O, "redwood") > s.n(O, "cedar")),
    ("Rosemary did not use pine.", lambda s: not s.same("Rosemary", "pine")),
    ("Elias's birdhouse was not made of cedar.", lambda s: not s.same("Elias", "cedar")),
    ("The pine birdhouse was the lightest.", lambda s: s.same("pine", "18 oz")),
    ("Rosemary's birdhouse cost $10 more than Walt's.", lambda s: s.n(P, "Rosemary") == s.n(P, "Walt") + 10),
    ("Walt's birdhouse weighed 4 ounces more than Rosemary's.", lambda s: s.n(O, "Walt") == s.n(O, "Rosemary") + 4),
]
QUESTIONS = [("How much did Theo's birdhouse weigh?", lambda s: s.v(O, "Theo"))]
