G = "Pages"
P = "Prices"
CATEGORIES = [
    ("Authors", ["Paloma", "Quincy", "Rosalind", "Sanjay", "Tove"]),
    ("Cuisines", ["Greek", "Korean", "Mexican", "Moroccan", "Thai"]),
    ("Pages", ["180 pages", "210 pages", "240 pages", "270 pages", "300 pages"], [180, 210, 240, 270, 300]),
    ("Prices", ["$19.95", "$22.95", "$24.95", "$27.95", "$29.95"], [1995, 2295, 2495, 2795, 2995]),
]
SOLUTION = [
    ["Paloma", "Mexican", "240 pages", "$27.95"],
    ["Quincy", "Thai", "180 pages", "$19.95"],
    ["Rosalind", "Greek", "300 pages", "$24.95"],
    ["Sanjay", "Korean", "210 pages", "$29.95"],
    ["Tove", "Moroccan", "270 pages", "$22.95"],
]
CLUES = [
    ("The Moroccan cookbook is 30 pages longer than Paloma's.",
     lambda s: s.n(G, "Moroccan") == s.n(G, "Paloma") + 30),
    ("Of Quincy's book and the $24.95 book, one is the Thai cookbook and the other has 300 pages.",
     lambda s: not s.same("Quincy", "$24.95") and (
         (s.same("Quincy", "Thai") and s.same("$24.95", "300 pages")) or
         (s.same("Quincy", "300 pages") and s.same("$24.95", "Thai")))),
    ("The shortest book is also the cheapest.",
     lambda s: s.same("180 pages", "$19.95")),
    ("Neither Tove nor Sanjay wrote the Greek cookbook.",
     lambda s: not s.same("Tove", "Greek") and not s.same("Sanjay", "Greek")),
    ("The Korean cookbook costs $2 more than Paloma's.",
     lambda s: s.n(P, "Korean") == s.n(P, "Paloma") + 200),
    ("The 240-page book is either Paloma's or the Greek one.",
     lambda s: s.same("240 pages", "Paloma") != s.same("240 pages", "Greek")),
    ("The five cookbooks are Tove's, the Korean one, the $19.95 book, the 300-page book and Paloma's.",
     lambda s: len({s.e(x) for x in ["Tove", "Korean", "$19.95", "300 pages", "Paloma"]}) == 5),
    ("Tove's book doesn't have 30 more pages than Rosalind's.",
     lambda s: s.n(G, "Tove") != s.n(G, "Rosalind") + 30),
]
NUM = "."
DOT = False
INTRO = ["Five chefs each published a cookbook this fall."]
OUTRO = []
REMARKS = INTRO + OUTRO
