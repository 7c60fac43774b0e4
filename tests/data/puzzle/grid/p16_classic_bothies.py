# No category lines: every value is named in a statement or a question.
H = "Bothies"
CATEGORY_LINES = False
CATEGORIES = [
    ("Bothies", ["first", "second", "third", "fourth"]),
    ("Walkers", ["Alasdair", "Bronwen", "Calum", "Deirdre"]),
    ("Drinks", ["coffee", "tea", "cocoa", "soup"]),
    ("Sightings", ["red deer", "eagle", "pine marten", "otter"]),
]
SOLUTION = [
    ["first", "Calum", "soup", "eagle"],
    ["second", "Deirdre", "tea", "otter"],
    ["third", "Alasdair", "coffee", "red deer"],
    ["fourth", "Bronwen", "cocoa", "pine marten"],
]
CLUES = [
    ("There are four bothies in a row along the glen, and each sheltered one walker.", lambda s: True),
    ("Calum slept in the first bothy.", lambda s: s.n(H, "Calum") == 1),
    ("The walker who drank tea saw an otter.", lambda s: s.same("tea", "otter")),
    ("Bronwen was in the last bothy.", lambda s: s.n(H, "Bronwen") == 4),
    ("The coffee drinker was in the bothy immediately to the right of Deirdre's.", lambda s: s.n(H, "coffee") == s.n(H, "Deirdre") + 1),
    ("Soup was drunk in the first bothy.", lambda s: s.n(H, "soup") == 1),
    ("The walker who saw a pine marten drank cocoa.", lambda s: s.same("pine marten", "cocoa")),
    ("Alasdair saw red deer.", lambda s: s.same("Alasdair", "red deer")),
    ("The walker who saw the eagle stayed next to the walker who saw the otter.", lambda s: abs(s.n(H, "eagle") - s.n(H, "otter")) == 1),
]
QUESTIONS = [
    ("Who saw the eagle?", lambda s: s.v("Walkers", "eagle")),
    ("What did Alasdair drink?", lambda s: s.v("Drinks", "Alasdair")),
]
NUM = "."
INTRO = ["Four hillwalkers spent a wet night in the Glen Affric bothies. Each drank something different to keep warm, and each saw a different animal on the walk in."]
OUTRO = ["The bothies are counted from the left as you look at them from the path, so right means your right."]
REMARKS = INTRO + OUTRO
