# Clue 7, "Zelda's stall is a long way from Yusuf's.": "a long way" gives no
# distance. Read as "not next to" it leaves 2 solutions, as "at least three
# stalls apart" or "at the far end" 1; ignored, 3.
S = "Stalls"
def st(s, x):
    return s.n(S, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Stallholders", ["Abebe", "Wendell", "Xanthe", "Yusuf", "Zelda"]),
    ("Stalls", ["stall 1", "stall 2", "stall 3", "stall 4", "stall 5"], [1, 2, 3, 4, 5]),
    ("Goods", ["candles", "cheese", "honey", "olives", "scarves"]),
]
INTRO = ["Five traders set up in a single row of stalls, numbered 1 to 5 from left to right, at the Sunday market."]
REMARKS = INTRO
CLUES = [
    ("The honey seller has stall 1.", lambda s: s.same("honey", "stall 1")),
    ("Abebe sells honey.", lambda s: s.same("Abebe", "honey")),
    ("Yusuf has stall 2.", lambda s: s.same("Yusuf", "stall 2")),
    ("The person at stall 2 sells cheese.", lambda s: s.same("stall 2", "cheese")),
    ("Wendell's stall is somewhere to the left of Xanthe's.", lambda s: st(s, "Wendell") < st(s, "Xanthe")),
    ("Zelda sells candles, and Xanthe sells scarves.", lambda s: s.same("Zelda", "candles") and s.same("Xanthe", "scarves")),
]
BAD = "Zelda's stall is a long way from Yusuf's."
ORDER = [c[0] for c in CLUES] + [BAD]
REFUSED = {
    BAD: {
        "not next to": lambda s: abs(st(s, "Zelda") - st(s, "Yusuf")) >= 2,
        "at least three stalls apart": lambda s: abs(st(s, "Zelda") - st(s, "Yusuf")) >= 3,
        "at the far end": lambda s: st(s, "Zelda") == 5,
    },
}
EXPECT = 3
QUESTIONS = [("Which stall does Zelda have?", None)]
