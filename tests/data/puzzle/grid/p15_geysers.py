I = "Intervals"
H = "Heights"
CATEGORIES = [
    ("Geysers", ["Brimstone", "Little Kettle", "Old Growler", "Widow's Sigh", "Whistler"]),
    ("Intervals", ["12 minutes", "25 minutes", "40 minutes", "55 minutes", "90 minutes"], [12, 25, 40, 55, 90]),
    ("Heights", ["3 metres", "6 metres", "9 metres", "14 metres", "20 metres"], [3, 6, 9, 14, 20]),
]
SOLUTION = [
    ["Brimstone", "55 minutes", "20 metres"],
    ["Little Kettle", "12 minutes", "3 metres"],
    ["Old Growler", "90 minutes", "14 metres"],
    ["Widow's Sigh", "25 minutes", "9 metres"],
    ["Whistler", "40 minutes", "6 metres"],
]
CLUES = [
    ("The geyser that erupts most often has the lowest plume.", lambda s: s.same("12 minutes", "3 metres")),
    ("Old Growler has the longest wait between eruptions, but it isn't the tallest.",
     lambda s: s.n(I, "Old Growler") == 90 and s.n(H, "Old Growler") != 20),
    ("Whistler's interval is 15 minutes shorter than Brimstone's.", lambda s: s.n(I, "Whistler") == s.n(I, "Brimstone") - 15),
    ("The 9-metre geyser erupts every 25 minutes.", lambda s: s.same("9 metres", "25 minutes")),
    ("Little Kettle erupts every 12 minutes.", lambda s: s.same("Little Kettle", "12 minutes")),
    ("Brimstone shoots higher than Old Growler.", lambda s: s.n(H, "Brimstone") > s.n(H, "Old Growler")),
    ("Widow's Sigh is taller than Whistler.", lambda s: s.n(H, "Widow's Sigh") > s.n(H, "Whistler")),
    ("Widow's Sigh erupts more often than Whistler.", lambda s: s.n(I, "Widow's Sigh") < s.n(I, "Whistler")),
    ("Old Growler's plume reaches 8 metres higher than Whistler's.", lambda s: s.n(H, "Old Growler") == s.n(H, "Whistler") + 8),
]
QUESTIONS = [("How high does Whistler erupt?", lambda s: s.v(H, "Whistler"))]
NUM = "."
DOT = False
INTRO = ["The rangers of a small volcanic park keep a log of their five geysers: how long each one rests between eruptions and how high its plume reaches."]
OUTRO = []
REMARKS = INTRO + OUTRO
