T = "Spin times"
CATEGORIES = [
    ("Kids", ["Wes", "Xena", "Yusuf", "Zara"]),
    ("Spinners", ["camo", "chrome", "glow-in-the-dark", "rainbow"]),
    ("Spin times", ["45 seconds", "1 minute", "1 minute 15 seconds", "1 minute 30 seconds"], [45, 60, 75, 90]),
]
SOLUTION = [
    ["Wes", "camo", "1 minute"],
    ["Xena", "rainbow", "1 minute 30 seconds"],
    ["Yusuf", "chrome", "45 seconds"],
    ["Zara", "glow-in-the-dark", "1 minute 15 seconds"],
]
CLUES = [
    ("Xena's spinner spun 30 seconds longer than Wes's.", lambda s: s.n(T, "Xena") == s.n(T, "Wes") + 30),
    ("The chrome spinner had the shortest spin.", lambda s: s.n(T, "chrome") == 45),
    ("The glow-in-the-dark spinner kept going 15 seconds longer than the camo one.", lambda s: s.n(T, "glow-in-the-dark") == s.n(T, "camo") + 15),
    ("Yusuf's spinner stopped 15 seconds sooner than Wes's.", lambda s: s.n(T, "Yusuf") == s.n(T, "Wes") - 15),
    ("Zara's spinner spun longer than the camo one.", lambda s: s.n(T, "Zara") > s.n(T, "camo")),
]
QUESTIONS = [("Whose spinner is the camo one?", lambda s: s.v("Kids", "camo"))]
NUM = "."
INTRO = ["Four kids timed how long their fidget spinners would spin after one flick. Each spinner looked different, and no two spun for the same time."]
OUTRO = []
REMARKS = INTRO + OUTRO
