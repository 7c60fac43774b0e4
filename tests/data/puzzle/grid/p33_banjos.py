P = "Prices"
Y = "Years"
CATEGORIES = [
    ("Buyers", ["Cormac", "Delphine", "Ezra", "Fiona", "Gideon"]),
    ("Makers", ["Bacon", "Gibson", "Ode", "Stelling", "Vega"]),
    ("Prices", ["$350", "$500", "$650", "$800", "$950"], [350, 500, 650, 800, 950]),
    ("Years", ["1925", "1938", "1951", "1964", "1977"], [1925, 1938, 1951, 1964, 1977]),
    ("Sources", ["estate sale", "flea market", "music shop", "online auction", "pawnshop"]),
]
SOLUTION = [
    ["Cormac", "Vega", "$800", "1925", "estate sale"],
    ["Delphine", "Ode", "$350", "1964", "pawnshop"],
    ["Ezra", "Gibson", "$950", "1938", "online auction"],
    ["Fiona", "Stelling", "$500", "1977", "music shop"],
    ["Gideon", "Bacon", "$650", "1951", "flea market"],
]
CLUES = [
    ("The banjo bought at the pawnshop cost $150 less than Fiona's.",
     lambda s: s.n(P, "pawnshop") == s.n(P, "Fiona") - 150),
    ("The oldest banjo, which isn't the Gibson, sold for $800.",
     lambda s: not s.same("1925", "Gibson") and s.same("1925", "$800")),
    ("Ezra paid the most, for a banjo made 13 years before Gideon's.",
     lambda s: s.n(P, "Ezra") == 950 and s.n(Y, "Ezra") == s.n(Y, "Gideon") - 13),
    ("The Stelling is the newest banjo.", lambda s: s.n(Y, "Stelling") == 1977),
    ("Neither Cormac nor the buyer of the Bacon bought at the online auction.",
     lambda s: not s.same("Cormac", "online auction") and not s.same("Bacon", "online auction")),
    ("Of the banjo from the flea market and the Ode, one was made in 1951 and the other cost $350.",
     lambda s: not s.same("flea market", "Ode") and (
         (s.same("flea market", "1951") and s.same("Ode", "$350")) or
         (s.same("Ode", "1951") and s.same("flea market", "$350")))),
    ("The 1964 banjo was sold to Delphine.", lambda s: s.same("1964", "Delphine")),
    ("The banjo from the music shop cost $150 less than the one from the flea market.",
     lambda s: s.n(P, "music shop") == s.n(P, "flea market") - 150),
    ("Gideon's banjo wasn't made by Vega or Gibson.",
     lambda s: not s.same("Gideon", "Vega") and not s.same("Gideon", "Gibson")),
    ("The banjo from the estate sale cost $150 more than the Bacon.",
     lambda s: s.n(P, "estate sale") == s.n(P, "Bacon") + 150),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
