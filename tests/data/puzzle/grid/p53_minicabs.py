F = "Fares"
T = "Pick-ups"
CATEGORIES = [
    ("Drivers", ["Kev", "Mo", "Raj", "Terry"]),
    ("Fares", ["£8", "£12", "£15", "£22"], [8, 12, 15, 22]),
    ("Pick-ups", ["10.45pm", "11.15pm", "11.30pm", "11.50pm"], [1365, 1395, 1410, 1430]),
    ("Destinations", ["airport hotel", "bus station", "hospital", "rugby club"]),
]
INTRO = [
    "It was a quiet Saturday night at Acme Cars, and each of the four drivers on duty "
    "had only one job before midnight.",
]
CLUES = [
    ("The fare to the airport hotel was the biggest of the night, £7 more than Terry's.",
     lambda s: s.n(F, "airport hotel") == 22 and s.n(F, "airport hotel") == s.n(F, "Terry") + 7),
    ("Mo picked up his passenger half an hour before Terry did, and took £4 less than the "
     "driver who went to the rugby club.",
     lambda s: s.n(T, "Mo") == s.n(T, "Terry") - 30 and s.n(F, "Mo") == s.n(F, "rugby club") - 4),
    ("The last pick-up was twenty minutes after Kev's.",
     lambda s: s.n(T, "Kev") == 1410),
    ("The hospital job was not the cheapest.", lambda s: s.n(F, "hospital") != 8),
    ("Raj didn't go to the airport hotel.", lambda s: not s.same("Raj", "airport hotel")),
]
OUTRO = ["Can you find each driver's fare, pick-up time and destination?"]
REMARKS = INTRO + OUTRO
