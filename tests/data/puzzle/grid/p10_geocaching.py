# Puzzle-book style: intro, numbered clues.
D_ = "Distances"
def d(s, x):
    return s.n(D_, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Cachers", ["Abel", "Brigid", "Cormac", "Delphine", "Esme"]),
    ("Distances", ["2.5 km", "3 km", "3.5 km", "4 km", "4.5 km"], [25, 30, 35, 40, 45]),
    ("Containers", ["ammo box", "film canister", "lunchbox", "magnetic key", "tin"]),
]
SOLUTION = [("Abel", "4 km", "tin"), ("Brigid", "2.5 km", "magnetic key"), ("Cormac", "4.5 km", "ammo box"),
            ("Delphine", "3 km", "lunchbox"), ("Esme", "3.5 km", "film canister")]
INTRO = ["On Saturday five members of the Fenwick geocaching group each set out alone to find a different hidden cache. Each walked a different distance, and each cache was in a different kind of container."]
CLUES = [
    ("The ammo box was hidden at the end of the longest walk.", lambda s: d(s, "ammo box") == 45),
    ("Esme walked 1 km farther than Brigid.", lambda s: d(s, "Esme") == d(s, "Brigid") + 10),
    ("The lunchbox was found by the cacher who walked 1 km less than Abel.", lambda s: d(s, "lunchbox") == d(s, "Abel") - 10),
    ("Delphine walked a shorter distance than Esme.", lambda s: d(s, "Delphine") < d(s, "Esme")),
    ("Cormac didn't find the tin or the film canister.", lambda s: not s.same("Cormac", "tin") and not s.same("Cormac", "film canister")),
    ("Of Abel and the cacher who found the magnetic key, one walked 4 km and the other walked 2.5 km.",
     lambda s: not s.same("Abel", "magnetic key") and {d(s, "Abel"), d(s, "magnetic key")} == {40, 25}),
    ("The film canister was not Delphine's find.", lambda s: not s.same("film canister", "Delphine")),
    ("Brigid walked the shortest distance of the five.", lambda s: d(s, "Brigid") == 25),
    ("Esme did not find the tin.", lambda s: not s.same("Esme", "tin")),
]
QUESTIONS = [("Who found the tin?", lambda s: s.v("Cachers", "tin"))]
REMARKS = INTRO
