G = "Rates"
CATEGORIES = [
    ("Curators", ["Aldo", "Bettina", "Cyrus", "Dagmar", "Eamon"]),
    ("Crops", ["barley", "chickpea", "lentil", "millet", "sorghum"]),
    ("Vaults", ["Frostholm", "Kessa Ridge", "Marrow Hill", "Sandmere", "Thornwick"]),
    ("Rates", ["72%", "76%", "80%", "84%", "88%"], [72, 76, 80, 84, 88]),
]
SOLUTION = [
    ["Aldo", "millet", "Sandmere", "84%"],
    ["Bettina", "lentil", "Frostholm", "72%"],
    ["Cyrus", "barley", "Thornwick", "88%"],
    ["Dagmar", "sorghum", "Kessa Ridge", "76%"],
    ["Eamon", "chickpea", "Marrow Hill", "80%"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The barley seeds germinated at a rate 4 percentage points higher than Aldo's seeds.", lambda s: s.n(G, "barley") == s.n(G, "Aldo") + 4),
    ("Of Bettina and the curator at Kessa Ridge, one looks after the lentils and the other's seeds germinated at 76%.",
     lambda s: s.e("Bettina") != s.e("Kessa Ridge") and (
         (s.same("Bettina", "lentil") and s.same("Kessa Ridge", "76%")) or
         (s.same("Kessa Ridge", "lentil") and s.same("Bettina", "76%")))),
    ("The seeds with the lowest rate are stored at Frostholm.", lambda s: s.n(G, "Frostholm") == 72),
    ("The five curators are Eamon, the one at Thornwick, the sorghum curator, the one whose seeds germinated at 84% and the one at Frostholm.",
     lambda s: diff(s, "Eamon", "Thornwick", "sorghum", "84%", "Frostholm")),
    ("The chickpea seeds did somewhat better than the sorghum seeds.", lambda s: s.n(G, "chickpea") > s.n(G, "sorghum")),
    ("Neither Cyrus nor Dagmar works at Sandmere.", lambda s: not s.same("Cyrus", "Sandmere") and not s.same("Dagmar", "Sandmere")),
    ("Either the millet curator or the chickpea curator works at Marrow Hill.",
     lambda s: s.same("millet", "Marrow Hill") != s.same("chickpea", "Marrow Hill")),
    ("The Thornwick seeds didn't germinate 4 percentage points better than Eamon's.", lambda s: s.n(G, "Thornwick") != s.n(G, "Eamon") + 4),
    ("Dagmar's rate was 12 percentage points lower than Cyrus's.", lambda s: s.n(G, "Dagmar") == s.n(G, "Cyrus") - 12),
    ("Eamon's seeds germinated 8 percentage points better than Bettina's.", lambda s: s.n(G, "Eamon") == s.n(G, "Bettina") + 8),
    ("The millet seeds germinated 8 percentage points better than the sorghum seeds.", lambda s: s.n(G, "millet") == s.n(G, "sorghum") + 8),
    ("The Marrow Hill seeds germinated at a lower rate than the Sandmere seeds.", lambda s: s.n(G, "Marrow Hill") < s.n(G, "Sandmere")),
]
NUM = "."
DOT = False
INTRO = ["Five seed bank curators each tested a stored crop; the rates are germination rates."]
OUTRO = []
REMARKS = INTRO + OUTRO
