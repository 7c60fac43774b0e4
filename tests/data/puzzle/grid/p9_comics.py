P = "Prices"
def p(s, x):
    return s.n(P, x)
NUM = ""
CATEGORIES = [
    ("Collectors", ["Gianni", "Hattie", "Ibrahim", "Juniper", "Kofi"]),
    ("Titles", ["Astro Kid", "Iron Moth", "Night Owl", "Star Pup", "The Vortex"]),
    ("Prices", ["$4.99", "$7.50", "$12.25", "$19.99", "$35.00"], [499, 750, 1225, 1999, 3500]),
]
SOLUTION = [("Gianni", "Night Owl", "$12.25"), ("Hattie", "The Vortex", "$35.00"), ("Ibrahim", "Astro Kid", "$4.99"), ("Juniper", "Star Pup", "$19.99"), ("Kofi", "Iron Moth", "$7.50")]
INTRO = ["Five collectors each bought one back issue at the comic fair."]
REMARKS = INTRO
CLUES = [
    ("The Vortex was the most expensive comic.", lambda s: p(s, "The Vortex") == 3500),
    ("Ibrahim spent less than anyone else.", lambda s: p(s, "Ibrahim") == 499),
    ("The collector who bought Night Owl paid $4.75 more than Kofi.", lambda s: p(s, "Night Owl") == p(s, "Kofi") + 475),
    ("Juniper didn't buy Iron Moth.", lambda s: not s.same("Juniper", "Iron Moth")),
    ("Star Pup cost more than Night Owl.", lambda s: p(s, "Star Pup") > p(s, "Night Owl")),
    ("Of Gianni and Hattie, one bought The Vortex and the other paid $12.25.", lambda s: (s.same("Gianni", "The Vortex") and s.same("Hattie", "$12.25")) or (s.same("Hattie", "The Vortex") and s.same("Gianni", "$12.25"))),
    ("Hattie spent more than Gianni did.", lambda s: p(s, "Hattie") > p(s, "Gianni")),
    ("Astro Kid was not bought by Kofi.", lambda s: not s.same("Astro Kid", "Kofi")),
]
QUESTIONS = [("How much did Juniper pay?", lambda s: s.v(P, "Juniper"))]
