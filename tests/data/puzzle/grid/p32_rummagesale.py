P = "Prices"
N = "Tables"
CATEGORIES = [
    ("Volunteers", ["Bernice", "Clara", "Lois", "Opal"]),
    ("Items", ["lamp", "rocking chair", "sewing machine", "typewriter"]),
    ("Prices", ["$4.50", "$6.00", "$7.50", "$9.00"], [450, 600, 750, 900]),
    ("Tables", ["table 1", "table 2", "table 3", "table 4"]),
]
SOLUTION = [
    ["Bernice", "typewriter", "$9.00", "table 2"],
    ["Clara", "lamp", "$4.50", "table 4"],
    ["Lois", "rocking chair", "$7.50", "table 1"],
    ["Opal", "sewing machine", "$6.00", "table 3"],
]
CLUES = [
    ("The typewriter sold for $4.50 more than the lamp.", lambda s: s.n(P, "typewriter") == s.n(P, "lamp") + 450),
    ("Lois worked at table 1.", lambda s: s.same("Lois", "table 1")),
    ("The sewing machine was sold at the table numbered one higher than Bernice's.",
     lambda s: s.n(N, "sewing machine") == s.n(N, "Bernice") + 1),
    ("Clara's was the cheapest item.", lambda s: s.n(P, "Clara") == 450),
    ("The item at table 1 went for $1.50 more than Opal's.", lambda s: s.n(P, "table 1") == s.n(P, "Opal") + 150),
    ("Bernice didn't sell the rocking chair.", lambda s: not s.same("Bernice", "rocking chair")),
    ("Clara worked at the table with the highest number.", lambda s: s.same("Clara", "table 4")),
]
NUM = "."
DOT = False
INTRO = [
    "The Church Rummage Sale",
    "Four volunteers staffed the tables at St. Mark's rummage sale, one to a table. By noon each had sold her single biggest item, no two for the same price. Determine the item each volunteer sold, its price, and her table number.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
