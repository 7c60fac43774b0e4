P = "Prices"
CATEGORIES = [
    ("Sellers", ["Gemma", "Howard", "Ines", "Jake", "Karen"]),
    ("Items", ["clock", "lamp", "radio", "teapot", "vase"]),
    ("Prices", ["$1.50", "$3.00", "$4.50", "$6.00", "$7.50"], [150, 300, 450, 600, 750]),
]
SOLUTION = [
    ["Gemma", "teapot", "$4.50"],
    ["Howard", "radio", "$7.50"],
    ["Ines", "vase", "$1.50"],
    ["Jake", "lamp", "$6.00"],
    ["Karen", "clock", "$3.00"],
]
CLUES = [
    ("The radio was the most expensive thing sold.", lambda s: s.n(P, "radio") == 750),
    ("Ines's sale was the cheapest, and it wasn't the lamp.", lambda s: s.n(P, "Ines") == 150 and not s.same("Ines", "lamp")),
    ("The teapot cost $1.50 more than the clock.", lambda s: s.n(P, "teapot") == s.n(P, "clock") + 150),
    ("Jake's item cost $1.50 less than Howard's.", lambda s: s.n(P, "Jake") == s.n(P, "Howard") - 150),
    ("Karen sold the clock.", lambda s: s.same("Karen", "clock")),
    ("Gemma's item was cheaper than the lamp.", lambda s: s.n(P, "Gemma") < s.n(P, "lamp")),
]
QUESTIONS = [("What did Gemma sell, and for how much?", lambda s: (s.v("Items", "Gemma"), s.v("Prices", "Gemma")))]
NUM = "."
DOT = False
INTRO = ["Five neighbours shared a table at the Sunday car boot sale. By lunchtime each had sold exactly one item, all at different prices."]
OUTRO = []
REMARKS = INTRO + OUTRO
