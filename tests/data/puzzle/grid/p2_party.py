T = "Arrivals"
A = "Ages"
CATEGORIES = [
    ("Guests", ["Farid", "Gwen", "Hollis", "Imani"]),
    ("Arrivals", ["6:30pm", "6:45pm", "7:00pm", "7:15pm"], [390, 405, 420, 435]),
    ("Gifts", ["candles", "chocolates", "flowers", "wine"]),
    ("Ages", ["24 years old", "27 years old", "30 years old", "33 years old"], [24, 27, 30, 33]),
]
CLUES = [
    ("Hollis arrived 15 minutes before the guest who brought wine.", lambda s: s.n(T, "Hollis") == s.n(T, "wine") - 15),
    ("Farid, the guest who brought flowers and the 30-year-old are all different people.",
     lambda s: len({s.e("Farid"), s.e("flowers"), s.e("30 years old")}) == 3),
    ("The oldest guest arrived last.", lambda s: s.n(T, "33 years old") == 435),
    ("Imani is 3 years younger than Hollis.", lambda s: s.n(A, "Imani") == s.n(A, "Hollis") - 3),
    ("The guest with the chocolates arrived 30 minutes after the guest with the candles.",
     lambda s: s.n(T, "chocolates") == s.n(T, "candles") + 30),
    ("Hollis arrived at 6:45pm.", lambda s: s.same("Hollis", "6:45pm")),
    ("Imani arrived sometime after Gwen.", lambda s: s.n(T, "Imani") > s.n(T, "Gwen")),
]
