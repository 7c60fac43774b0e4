D = "Distances"
def d(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Swimmers", ["Elin", "Farid", "Gwen", "Hamish"]),
    ("Lakes", ["Coniston", "Grasmere", "Ullswater", "Windermere"]),
    ("Distances", ["500 m", "1 km", "1.5 km", "2 km"], [500, 1000, 1500, 2000]),
    ("Caps", ["orange", "pink", "white", "yellow"]),
]
CLUES = [
    ("Elin swam 1 km farther than Farid.", lambda s: d(s, "Elin") == d(s, "Farid") + 1000),
    ("The swimmer in the orange cap covered the longest distance.", lambda s: d(s, "orange") == 2000),
    ("Hamish swam half a kilometre more than the Windermere swimmer.",
     lambda s: d(s, "Hamish") == d(s, "Windermere") + 500),
    ("The Coniston swim was shorter than the Grasmere swim.", lambda s: d(s, "Coniston") < d(s, "Grasmere")),
    ("Farid wore neither white nor pink.", lambda s: not s.same("Farid", "white") and not s.same("Farid", "pink")),
    ("The pink cap was worn at Grasmere.", lambda s: s.same("pink", "Grasmere")),
    ("Gwen didn't swim in Coniston.", lambda s: not s.same("Gwen", "Coniston")),
    ("Gwen swam farther than Hamish.", lambda s: d(s, "Gwen") > d(s, "Hamish")),
]
