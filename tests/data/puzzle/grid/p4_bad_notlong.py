# Clue 4, "Yusuf turned up not long after Zara.", gives no amount: a quarter
# of an hour and half an hour are both "not long", and they give different
# answers.
T = "Arrivals"
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Guests", ["Rory", "Tamsin", "Wen", "Yusuf", "Zara"]),
    ("Arrivals", ["7:00 pm", "7:15 pm", "7:30 pm", "7:45 pm", "8:00 pm"], [1140, 1155, 1170, 1185, 1200]),
    ("Gifts", ["candles", "chocolates", "flowers", "houseplant", "wine"]),
]
CLUES = [
    ("The first guest to arrive brought the wine.", lambda s: t(s, "wine") == 1140),
    ("Tamsin arrived half an hour after the guest with the houseplant.", lambda s: t(s, "Tamsin") == t(s, "houseplant") + 30),
    ("Rory didn't bring flowers.", lambda s: not s.same("Rory", "flowers")),
    ("The chocolates came a quarter of an hour before the candles.", lambda s: t(s, "chocolates") == t(s, "candles") - 15),
    ("Zara was the first to arrive.", lambda s: t(s, "Zara") == 1140),
    ("Wen arrived after Rory.", lambda s: t(s, "Wen") > t(s, "Rory")),
    ("The flowers were the last gift to arrive.", lambda s: t(s, "flowers") == 1200),
]
REFUSED = {
    "Yusuf turned up not long after Zara.": {
        "15 minutes after": lambda s: t(s, "Yusuf") == t(s, "Zara") + 15,
        "30 minutes after": lambda s: t(s, "Yusuf") == t(s, "Zara") + 30,
        "at most 30 minutes after": lambda s: 0 < t(s, "Yusuf") - t(s, "Zara") <= 30,
        "any time after": lambda s: t(s, "Yusuf") > t(s, "Zara"),
    },
}
EXPECT = 3
REMARKS = ["Five guests arrived at Priya's housewarming, a quarter of an hour apart, each with a different gift."]
QUESTIONS = [("What did Yusuf bring?", None)]
