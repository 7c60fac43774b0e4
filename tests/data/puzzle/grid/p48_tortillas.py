N = "Tortillas"
CATEGORIES = [
    ("Cooks", ["Marisol", "Nestor", "Oriana", "Pablo"]),
    ("Doughs", ["blue corn", "flour", "white corn", "whole wheat"]),
    ("Tortillas", ["18 tortillas", "21 tortillas", "24 tortillas", "27 tortillas"], [18, 21, 24, 27]),
    ("Hometowns", ["El Paso", "Santa Fe", "Tucson", "Yuma"]),
]
SOLUTION = [
    ["Marisol", "white corn", "24 tortillas", "Tucson"],
    ["Nestor", "whole wheat", "18 tortillas", "Santa Fe"],
    ["Oriana", "blue corn", "27 tortillas", "Yuma"],
    ["Pablo", "flour", "21 tortillas", "El Paso"],
]
CLUES = [
    ("The cook from Yuma pressed the most tortillas.", lambda s: s.n(N, "Yuma") == 27),
    ("Marisol made 6 more tortillas than the cook who worked with whole wheat.", lambda s: s.n(N, "Marisol") == s.n(N, "whole wheat") + 6),
    ("Pablo, who isn't from Tucson, pressed 3 more tortillas than Nestor.",
     lambda s: not s.same("Pablo", "Tucson") and s.n(N, "Pablo") == s.n(N, "Nestor") + 3),
    ("Of Nestor and the cook who used flour, one is from El Paso and the other pressed 18 tortillas.",
     lambda s: not s.same("Nestor", "flour") and (
         (s.same("Nestor", "El Paso") and s.same("flour", "18 tortillas")) or
         (s.same("flour", "El Paso") and s.same("Nestor", "18 tortillas")))),
    ("Marisol doesn't use blue corn.", lambda s: not s.same("Marisol", "blue corn")),
    ("The cook from Tucson pressed more tortillas than Nestor.", lambda s: s.n(N, "Tucson") > s.n(N, "Nestor")),
]
NUM = "."
INTRO = ["Four cooks entered the five-minute tortilla-pressing contest at the county fair. Each came from a different town, worked with a different dough, and pressed a different number of tortillas."]
OUTRO = []
REMARKS = INTRO + OUTRO
