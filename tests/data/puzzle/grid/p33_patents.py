Y = "Years"
W = "Waits"
CATEGORIES = [
    ("Inventors", ["Bernadette", "Cyrus", "Imogen", "Lucius", "Wilhelmina"]),
    ("Devices", ["can opener", "egg timer", "folding ladder", "rotary clothesline", "umbrella stand"]),
    ("Years", ["1902", "1905", "1908", "1911", "1914"], [1902, 1905, 1908, 1911, 1914]),
    ("Waits", ["6 months", "9 months", "12 months", "15 months", "18 months"], [6, 9, 12, 15, 18]),
]
SOLUTION = [
    ["Bernadette", "egg timer", "1908", "18 months"],
    ["Cyrus", "folding ladder", "1902", "9 months"],
    ["Imogen", "rotary clothesline", "1914", "6 months"],
    ["Lucius", "can opener", "1911", "15 months"],
    ["Wilhelmina", "umbrella stand", "1905", "12 months"],
]
CLUES = [
    ("The patent filed in 1911 took 3 months longer to be granted than Wilhelmina's.",
     lambda s: s.n(W, "1911") == s.n(W, "Wilhelmina") + 3),
    ("Imogen filed her patent last, and it was granted the fastest.",
     lambda s: s.n(Y, "Imogen") == 1914 and s.n(W, "Imogen") == 6),
    ("The folding ladder was patented 9 years before the can opener.",
     lambda s: s.n(Y, "folding ladder") == s.n(Y, "can opener") - 9),
    ("The egg timer waited longer for its patent than any other invention.",
     lambda s: s.n(W, "egg timer") == 18),
    ("Of Cyrus and the inventor of the umbrella stand, one filed in 1902 and the other waited 12 months.",
     lambda s: not s.same("Cyrus", "umbrella stand") and (
         (s.same("Cyrus", "1902") and s.same("umbrella stand", "12 months")) or
         (s.same("umbrella stand", "1902") and s.same("Cyrus", "12 months")))),
    ("Bernadette filed 3 years after Wilhelmina.", lambda s: s.n(Y, "Bernadette") == s.n(Y, "Wilhelmina") + 3),
    ("Lucius didn't invent the rotary clothesline or the egg timer.",
     lambda s: not s.same("Lucius", "rotary clothesline") and not s.same("Lucius", "egg timer")),
    ("The patent that took 9 months was filed earlier than the one for the umbrella stand.",
     lambda s: s.n(Y, "9 months") < s.n(Y, "umbrella stand")),
    ("Cyrus waited 3 months less for his patent than Wilhelmina did.",
     lambda s: s.n(W, "Cyrus") == s.n(W, "Wilhelmina") - 3),
    ("The can opener wasn't invented by Imogen.", lambda s: not s.same("can opener", "Imogen")),
]
NUM = "."
DOT = False
INTRO = ["Each inventor filed one patent, and each waited a different time for it to be granted."]
OUTRO = []
REMARKS = INTRO + OUTRO
