P = "Prices"
CATEGORIES = [
    ("Tilemakers", ["Amparo", "Benoit", "Catalina", "Dario", "Eulalia"]),
    ("Glazes", ["cobalt", "emerald", "ochre", "plum", "turquoise"]),
    ("Clients", ["cafe", "chapel", "hotel", "library", "spa"]),
    ("Prices", ["$2.25", "$2.50", "$2.75", "$3.00", "$3.25"], [225, 250, 275, 300, 325]),
]
SOLUTION = [
    ["Amparo", "ochre", "chapel", "$3.00"],
    ["Benoit", "cobalt", "spa", "$2.25"],
    ["Catalina", "plum", "hotel", "$3.25"],
    ["Dario", "turquoise", "library", "$2.50"],
    ["Eulalia", "emerald", "cafe", "$2.75"],
]
CLUES = [
    ("The cobalt tiles cost 50 cents less per tile than Eulalia's.", lambda s: s.n(P, "cobalt") == s.n(P, "Eulalia") - 50),
    ("The tiles made for the hotel were the most expensive.", lambda s: s.n(P, "hotel") == 325),
    ("Either Dario or the tilemaker who used the ochre glaze made the tiles for the chapel.",
     lambda s: s.same("Dario", "chapel") != s.same("ochre", "chapel")),
    ("Dario's tiles cost 25 cents more per tile than the spa's.", lambda s: s.n(P, "Dario") == s.n(P, "spa") + 25),
    ("Of the plum tiles and Amparo's tiles, one went to the hotel and the other sold for $3.00 a tile.",
     lambda s: s.e("plum") != s.e("Amparo") and (
         (s.same("plum", "hotel") and s.same("Amparo", "$3.00")) or
         (s.same("Amparo", "hotel") and s.same("plum", "$3.00")))),
    ("The cafe's tiles weren't glazed turquoise.", lambda s: not s.same("cafe", "turquoise")),
    ("Neither Benoit nor Catalina made tiles for the library.",
     lambda s: not s.same("Benoit", "library") and not s.same("Catalina", "library")),
    ("The emerald tiles cost somewhat more than the library's tiles.", lambda s: s.n(P, "emerald") > s.n(P, "library")),
    ("The turquoise tiles weren't 75 cents cheaper than the ochre tiles.", lambda s: s.n(P, "turquoise") != s.n(P, "ochre") - 75),
    ("Catalina charged $1.00 more per tile than Benoit.", lambda s: s.n(P, "Catalina") == s.n(P, "Benoit") + 100),
    ("Eulalia's tiles cost 25 cents less than Amparo's.", lambda s: s.n(P, "Eulalia") == s.n(P, "Amparo") - 25),
    ("The five tilemakers are Benoit, the one who made the chapel's tiles, the one who used the plum glaze, the one who charged $2.75 and the one who made the library's tiles.",
     lambda s: len({s.e(x) for x in ["Benoit", "chapel", "plum", "$2.75", "library"]}) == 5),
]
NUM = "."
DOT = False
INTRO = ["Prices are per tile."]
OUTRO = []
REMARKS = INTRO + OUTRO
