T = "Times"
CATEGORIES = [
    ("Dances", ["Dashing White Sergeant", "Eightsome Reel", "Gay Gordons", "Strip the Willow"]),
    ("Callers", ["Ewan", "Hamish", "Kirsty", "Morag"]),
    ("Times", ["20:00", "20:20", "20:40", "21:00"], [0, 20, 40, 60]),
]
SOLUTION = [
    ["Dashing White Sergeant", "Kirsty", "21:00"],
    ["Eightsome Reel", "Ewan", "20:20"],
    ["Gay Gordons", "Hamish", "20:00"],
    ["Strip the Willow", "Morag", "20:40"],
]
CLUES = [
    ("The evening opened with the Gay Gordons.", lambda s: s.n(T, "Gay Gordons") == 0),
    ("Kirsty's dance started 40 minutes after Ewan's.", lambda s: s.n(T, "Kirsty") == s.n(T, "Ewan") + 40),
    ("Morag didn't call the Eightsome Reel, and her dance began 20 minutes after it.",
     lambda s: not s.same("Morag", "Eightsome Reel") and s.n(T, "Morag") == s.n(T, "Eightsome Reel") + 20),
    ("The Dashing White Sergeant was the last of the four.", lambda s: s.n(T, "Dashing White Sergeant") == 60),
    ("Hamish called an earlier dance than Strip the Willow.", lambda s: s.n(T, "Hamish") < s.n(T, "Strip the Willow")),
]
NUM = None
DOT = False
INTRO = ["At a ceilidh in Oban the first four dances were each called by a different caller, and each began at a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
