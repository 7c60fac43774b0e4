Y = "Years"
CATEGORIES = [
    ("Restorers", ["Benedikt", "Colette", "Dorian", "Evangeline", "Farouk"]),
    ("Figures", ["giraffe", "lion", "ostrich", "rooster", "sea dragon"]),
    ("Parks", ["Brookside", "Elm Grove", "Harbor", "Lakeview", "Riverbend"]),
    ("Years", ["1905", "1910", "1915", "1920", "1925"], [1905, 1910, 1915, 1920, 1925]),
]
SOLUTION = [
    ["Benedikt", "rooster", "Lakeview", "1915"],
    ["Colette", "lion", "Riverbend", "1925"],
    ["Dorian", "ostrich", "Brookside", "1905"],
    ["Evangeline", "giraffe", "Harbor", "1920"],
    ["Farouk", "sea dragon", "Elm Grove", "1910"],
]
CLUES = [
    ("The figure from Riverbend was carved 10 years after the rooster.", lambda s: s.n(Y, "Riverbend") == s.n(Y, "rooster") + 10),
    ("Evangeline's figure is 15 years newer than Dorian's.", lambda s: s.n(Y, "Evangeline") == s.n(Y, "Dorian") + 15),
    ("The lion is the newest of the five figures.", lambda s: s.n(Y, "lion") == 1925),
    ("Of the sea dragon and Benedikt's figure, one came from Elm Grove and the other was carved in 1915.",
     lambda s: s.e("sea dragon") != s.e("Benedikt") and (
         (s.same("sea dragon", "Elm Grove") and s.same("Benedikt", "1915")) or
         (s.same("Benedikt", "Elm Grove") and s.same("sea dragon", "1915")))),
    ("Neither the giraffe nor Colette's figure came from Brookside.",
     lambda s: not s.same("giraffe", "Brookside") and not s.same("Colette", "Brookside")),
    ("The Harbor figure was carved sometime after the Lakeview figure.", lambda s: s.n(Y, "Harbor") > s.n(Y, "Lakeview")),
    ("The oldest figure is either the ostrich or the rooster.", lambda s: s.same("1905", "ostrich") != s.same("1905", "rooster")),
    ("The 1910 figure isn't the giraffe.", lambda s: not s.same("1910", "giraffe")),
    ("Farouk's figure was carved 5 years after Dorian's.", lambda s: s.n(Y, "Farouk") == s.n(Y, "Dorian") + 5),
    ("The five figures are the giraffe, Benedikt's, the one from Riverbend, the 1910 figure and the one from Brookside.",
     lambda s: len({s.e(x) for x in ["giraffe", "Benedikt", "Riverbend", "1910", "Brookside"]}) == 5),
    ("Colette's figure is either the lion or the one from Harbor.", lambda s: s.same("Colette", "lion") != s.same("Colette", "Harbor")),
    ("The Lakeview figure is 5 years older than the giraffe.", lambda s: s.n(Y, "Lakeview") == s.n(Y, "giraffe") - 5),
]
NUM = "."
DOT = False
INTRO = ["Five restorers each brought back one antique carousel figure from a different park."]
OUTRO = []
REMARKS = INTRO + OUTRO
