P = "Prices"
D = "Release dates"
CATEGORIES = [
    ("Buyers", ["Cruz", "Dana", "Eli", "Fiona"]),
    ("Sneakers", ["Aero Glide", "Court King", "Night Runner", "Zephyr"]),
    ("Prices", ["$89.99", "$109.99", "$129.99", "$149.99"], [8999, 10999, 12999, 14999]),
    ("Release dates", ["April 3", "April 10", "April 17", "April 24"], [3, 10, 17, 24]),
]
SOLUTION = [
    ["Cruz", "Night Runner", "$129.99", "April 17"],
    ["Dana", "Zephyr", "$89.99", "April 24"],
    ["Eli", "Aero Glide", "$149.99", "April 3"],
    ["Fiona", "Court King", "$109.99", "April 10"],
]
CLUES = [
    ("The Zephyr was released 1 week after Cruz's pair.",
     lambda s: s.n(D, "Zephyr") == s.n(D, "Cruz") + 7),
    ("The $109.99 pair came out 1 week before the Night Runner.",
     lambda s: s.n(D, "$109.99") == s.n(D, "Night Runner") - 7),
    ("Eli paid $40 more than Fiona.",
     lambda s: s.n(P, "Eli") == s.n(P, "Fiona") + 4000),
    ("Dana's pair was the cheapest.",
     lambda s: s.n(P, "Dana") == 8999),
    ("The Court King wasn't released on April 3.",
     lambda s: not s.same("Court King", "April 3")),
    ("Of the April 3 release and Dana's pair, one is the Aero Glide and the other cost $89.99.",
     lambda s: not s.same("April 3", "Dana") and (
         (s.same("April 3", "Aero Glide") and s.same("Dana", "$89.99"))
         or (s.same("Dana", "Aero Glide") and s.same("April 3", "$89.99")))),
    ("Fiona didn't buy the Night Runner.",
     lambda s: not s.same("Fiona", "Night Runner")),
    ("The Aero Glide cost $20 more than the Night Runner.",
     lambda s: s.n(P, "Aero Glide") == s.n(P, "Night Runner") + 2000),
    ("The last pair to be released was bought by Dana.",
     lambda s: s.n(D, "Dana") == 24),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = ["Four sneaker fans each bought a different limited release this spring."]
OUTRO = []
REMARKS = INTRO + OUTRO
