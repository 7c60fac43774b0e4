G = "Magnitudes"
K = "Depths"
CATEGORIES = [
    ("Seismologists", ["Farid", "Greta", "Hollis", "Ilka", "Jerome"]),
    ("Magnitudes", ["4.2", "4.6", "5.0", "5.4", "5.8"], [42, 46, 50, 54, 58]),
    ("Depths", ["8 km", "12 km", "16 km", "20 km", "24 km"], [8, 12, 16, 20, 24]),
]
SOLUTION = [
    ["Farid", "5.0", "24 km"],
    ["Greta", "4.2", "12 km"],
    ["Hollis", "5.8", "8 km"],
    ["Ilka", "4.6", "20 km"],
    ["Jerome", "5.4", "16 km"],
]
CLUES = [
    ("The magnitude 5.4 quake was 4 km deeper than Greta's.",
     lambda s: s.n(K, "5.4") == s.n(K, "Greta") + 4),
    ("Hollis recorded the strongest quake.",
     lambda s: s.n(G, "Hollis") == 58),
    ("The shallowest quake measured 0.8 higher on the scale than Farid's.",
     lambda s: s.n(G, "8 km") == s.n(G, "Farid") + 8),
    ("Of Ilka's quake and the one at 24 km, one measured 4.6 and the other 5.0.",
     lambda s: not s.same("Ilka", "24 km") and (
         (s.same("Ilka", "4.6") and s.same("24 km", "5.0")) or
         (s.same("Ilka", "5.0") and s.same("24 km", "4.6")))),
    ("Greta's quake was shallower than Ilka's.",
     lambda s: s.n(K, "Greta") < s.n(K, "Ilka")),
    ("Jerome's quake wasn't the deepest.",
     lambda s: s.n(K, "Jerome") != 24),
]
NUM = None
DOT = False
INTRO = ["Five seismologists each recorded a different earthquake last year."]
OUTRO = []
REMARKS = INTRO + OUTRO
