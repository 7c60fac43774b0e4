N = "Servings"
CATEGORIES = [
    ("Cooks", ["Alice", "Beryl", "Doreen", "Flo", "Marjorie"]),
    ("Dishes", ["apple crumble", "cottage pie", "fruit cake", "ham salad", "leek soup"]),
    ("Servings", ["12", "14", "16", "18", "20"], [12, 14, 16, 18, 20]),
]
SOLUTION = [
    ["Alice", "leek soup", "20"],
    ["Beryl", "apple crumble", "14"],
    ["Doreen", "cottage pie", "18"],
    ["Flo", "ham salad", "12"],
    ["Marjorie", "fruit cake", "16"],
]
CLUES = [
    ("The cottage pie served four more people than Beryl's dish.", lambda s: s.n(N, "cottage pie") == s.n(N, "Beryl") + 4),
    ("Alice's dish served more people than any other.", lambda s: s.n(N, "Alice") == 20),
    ("Flo made neither the fruit cake nor the apple crumble.",
     lambda s: not s.same("Flo", "fruit cake") and not s.same("Flo", "apple crumble")),
    ("The fruit cake served four more people than the ham salad.", lambda s: s.n(N, "fruit cake") == s.n(N, "ham salad") + 4),
    ("Marjorie's dish served two fewer than Doreen's.", lambda s: s.n(N, "Marjorie") == s.n(N, "Doreen") - 2),
    ("Neither Beryl nor Doreen made the leek soup.", lambda s: not s.same("Beryl", "leek soup") and not s.same("Doreen", "leek soup")),
    ("Marjorie didn't make the ham salad.", lambda s: not s.same("Marjorie", "ham salad")),
    ("Flo's dish served fewer people than Beryl's.", lambda s: s.n(N, "Flo") < s.n(N, "Beryl")),
]
NUM = "."
DOT = False
INTRO = ["Five members of the Women's Institute each made one dish for the harvest supper in the village hall, and each dish served a different number of people. "
         "Can you work out who made which dish, and how many it served?"]
OUTRO = []
REMARKS = INTRO + OUTRO
