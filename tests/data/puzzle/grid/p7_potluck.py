G, D, T, V, C = "Guests", "Dishes", "Arrivals", "Servings", "Containers"
CATEGORIES = [
    (G, ["Alistair", "Bernadette", "Colm", "Dagmar"]),
    (D, ["casserole", "coleslaw", "lasagna", "trifle"]),
    (T, ["5:45 PM", "6:00 PM", "6:15 PM", "6:30 PM"], [1065, 1080, 1095, 1110]),
    (V, ["6 servings", "8 servings", "10 servings", "12 servings"], [6, 8, 10, 12]),
    (C, ["glass bowl", "slow cooker", "tin tray", "wicker basket"]),
]
CLUES = [
    ("The lasagna made 4 more servings than the trifle.", lambda s: s.n(V, "lasagna") == s.n(V, "trifle") + 4),
    ("Bernadette arrived first, carrying a glass bowl.", lambda s: s.same("Bernadette", "5:45 PM") and s.same("Bernadette", "glass bowl")),
    ("The dish in the slow cooker arrived 15 minutes before the lasagna.", lambda s: s.n(T, "slow cooker") == s.n(T, "lasagna") - 15),
    ("Colm arrived last.", lambda s: s.same("Colm", "6:30 PM")),
    ("The 6-serving dish came in a wicker basket.", lambda s: s.same("6 servings", "wicker basket")),
    ("Dagmar didn't bring the coleslaw.", lambda s: not s.same("Dagmar", "coleslaw")),
    ("The casserole made more servings than the trifle.", lambda s: s.n(V, "casserole") > s.n(V, "trifle")),
    ("Alistair's dish was not in the slow cooker.", lambda s: not s.same("Alistair", "slow cooker")),
    ("Neither the coleslaw nor the trifle came on the tin tray.", lambda s: not s.same("coleslaw", "tin tray") and not s.same("trifle", "tin tray")),
    ("Dagmar arrived 15 minutes after Bernadette.", lambda s: s.n(T, "Dagmar") == s.n(T, "Bernadette") + 15),
    ("Alistair's dish made the most servings.", lambda s: s.same("Alistair", "12 servings")),
    ("Dagmar brought the casserole.", lambda s: s.same("Dagmar", "casserole")),
]
