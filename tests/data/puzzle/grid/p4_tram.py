T = "Times"
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Riders", ["Esme", "Farid", "Greta", "Hugo"]),
    ("Times", ["08:05", "08:17", "08:29", "08:41"], [485, 497, 509, 521]),
    ("Stops", ["Castle Gate", "Mill Lane", "Quayside", "Union Square"]),
    ("Lines", ["Line 2", "Line 4", "Line 7", "Line 9"]),
]
CLUES = [
    ("Farid caught the earliest tram.", lambda s: t(s, "Farid") == 485),
    ("The Line 2 tram left 24 minutes after Hugo's.", lambda s: t(s, "Line 2") == t(s, "Hugo") + 24),
    ("Esme boarded at Quayside.", lambda s: s.same("Esme", "Quayside")),
    ("Greta's tram left later than the one from Quayside.", lambda s: t(s, "Greta") > t(s, "Quayside")),
    ("Hugo's tram left 12 minutes after the one from Union Square.", lambda s: t(s, "Hugo") == t(s, "Union Square") + 12),
    ("The Quayside tram isn't Line 7.", lambda s: not s.same("Quayside", "Line 7")),
    ("Neither Esme nor Hugo rides Line 9.", lambda s: not s.same("Esme", "Line 9") and not s.same("Hugo", "Line 9")),
    ("Greta didn't get on at Mill Lane.", lambda s: not s.same("Greta", "Mill Lane")),
]
