L = "Lengths"
def l(s, x):
    return s.n(L, x)
NUM = ""
CATEGORIES = [
    ("Owners", ["Hamish", "Isadora", "Jun", "Kalinda", "Lorcan"]),
    ("Koi", ["Goldie", "Kumo", "Ruby", "Sakura", "Tora"]),
    ("Lengths", ["34 cm", "41 cm", "48 cm", "55 cm", "62 cm"], [34, 41, 48, 55, 62]),
]
SOLUTION = [("Hamish", "Tora", "48 cm"), ("Isadora", "Sakura", "62 cm"), ("Jun", "Kumo", "34 cm"), ("Kalinda", "Goldie", "55 cm"), ("Lorcan", "Ruby", "41 cm")]
CLUES = [
    ("Whoever owns Sakura has the longest fish.", lambda s: l(s, "Sakura") == 62),
    ("Kumo is 14 cm shorter than Tora.", lambda s: l(s, "Kumo") == l(s, "Tora") - 14),
    ("Jun's koi is the shortest.", lambda s: l(s, "Jun") == 34),
    ("Goldie and Ruby are owned by Kalinda and Lorcan, respectively.", lambda s: s.same("Goldie", "Kalinda") and s.same("Ruby", "Lorcan")),
    ("Hamish's koi is longer than Lorcan's.", lambda s: l(s, "Hamish") > l(s, "Lorcan")),
    ("Goldie is 7 cm longer than Hamish's koi.", lambda s: l(s, "Goldie") == l(s, "Hamish") + 7),
    ("Isadora doesn't own Tora.", lambda s: not s.same("Isadora", "Tora")),
]
QUESTIONS = [("Which koi belongs to Hamish?", lambda s: s.v("Koi", "Hamish"))]
