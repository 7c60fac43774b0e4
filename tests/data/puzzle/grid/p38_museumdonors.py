P = "Gifts"
CATEGORIES = [
    ("Donors", ["Haskell", "Ingram", "Jarvis", "Kowalski", "Lindgren"]),
    ("Galleries", ["Asian Art", "Egyptian", "Maritime", "Roman", "Textiles"]),
    ("Gifts", ["$100", "$200", "$300", "$400", "$500"], [100, 200, 300, 400, 500]),
]
SOLUTION = [
    ["Haskell", "Maritime", "$300"],
    ["Ingram", "Egyptian", "$500"],
    ["Jarvis", "Textiles", "$100"],
    ["Kowalski", "Roman", "$400"],
    ["Lindgren", "Asian Art", "$200"],
]
CLUES = [
    ("The donor who supported the Roman gallery gave $100 more than Haskell.", lambda s: s.n(P, "Roman") == s.n(P, "Haskell") + 100),
    ("Ingram made the largest donation.", lambda s: s.n(P, "Ingram") == 500),
    ("Jarvis gave $100 less than the donor to the Asian Art gallery.", lambda s: s.n(P, "Jarvis") == s.n(P, "Asian Art") - 100),
    ("The $300 gift is either Haskell's or the one for the Textiles gallery.", lambda s: s.same("$300", "Haskell") != s.same("$300", "Textiles")),
    ("Neither Kowalski nor Lindgren funded the Egyptian gallery.", lambda s: not s.same("Kowalski", "Egyptian") and not s.same("Lindgren", "Egyptian")),
    ("The Maritime gallery received less than the Roman gallery.", lambda s: s.n(P, "Maritime") < s.n(P, "Roman")),
    ("Lindgren's gift was $200 smaller than Kowalski's.", lambda s: s.n(P, "Lindgren") == s.n(P, "Kowalski") - 200),
    ("Haskell gave more than Jarvis.", lambda s: s.n(P, "Haskell") > s.n(P, "Jarvis")),
    ("The Asian Art gallery received $200 less than the Roman gallery.", lambda s: s.n(P, "Asian Art") == s.n(P, "Roman") - 200),
    ("The Egyptian gallery received the biggest gift.", lambda s: s.n(P, "Egyptian") == 500),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
