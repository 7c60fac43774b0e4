B, K, T = "Bakers", "Cakes", "Judging times"
CATEGORIES = [
    (B, ["Adele", "Bonita", "Carmen", "Delores"]),
    (K, ["coconut", "devil's food", "lemon", "spice"]),
    (T, ["2:00", "2:20", "2:40", "3:00"], [120, 140, 160, 180]),
]
SOLUTION = [
    ["Adele", "lemon", "2:40"],
    ["Bonita", "spice", "2:00"],
    ["Carmen", "coconut", "3:00"],
    ["Delores", "devil's food", "2:20"],
]
CLUES = [
    ("The coconut cake was judged last.", lambda s: s.n(T, "coconut") == 180),
    ("Bonita's cake was judged 40 minutes before Adele's.", lambda s: s.n(T, "Bonita") == s.n(T, "Adele") - 40),
    ("The devil's food cake came before the judges sometime before the lemon cake.",
     lambda s: s.n(T, "devil's food") < s.n(T, "lemon")),
    ("Delores didn't bake the spice cake.", lambda s: not s.same("Delores", "spice")),
    ("Carmen's cake was judged after Delores's, and Adele didn't make the coconut cake.",
     lambda s: s.n(T, "Carmen") > s.n(T, "Delores") and not s.same("Adele", "coconut")),
    ("Bonita didn't bake the devil's food cake.", lambda s: not s.same("Bonita", "devil's food")),
]
NUM = "."
DOT = False
INTRO = ["Four women entered decorated cakes in the Women's Club contest, and the judges looked at one cake every twenty minutes from 2:00 to 3:00.",
         "Find who baked which cake and when each was judged."]
OUTRO = []
REMARKS = INTRO + OUTRO
