L = "Lanes"
T = "Times"
CATEGORIES = [
    ("Swimmers", ["Ruby", "Sol", "Tess", "Umar"]),
    ("Lanes", ["lane 1", "lane 2", "lane 3", "lane 4"], [1, 2, 3, 4]),
    ("Strokes", ["backstroke", "breaststroke", "butterfly", "front crawl"]),
    ("Times", ["31 seconds", "34 seconds", "37 seconds", "40 seconds"], [31, 34, 37, 40]),
]
SOLUTION = [
    ["Ruby", "lane 2", "front crawl", "31 seconds"],
    ["Sol", "lane 4", "butterfly", "37 seconds"],
    ["Tess", "lane 1", "backstroke", "40 seconds"],
    ["Umar", "lane 3", "breaststroke", "34 seconds"],
]
CLUES = [
    ("The front crawl swimmer was the fastest.", lambda s: s.n(T, "front crawl") == 31),
    ("Tess took 3 seconds longer than Sol.", lambda s: s.n(T, "Tess") == s.n(T, "Sol") + 3),
    ("Umar swam in the lane between Ruby's lane and Sol's.",
     lambda s: abs(s.n(L, "Ruby") - s.n(L, "Sol")) == 2 and 2 * s.n(L, "Umar") == s.n(L, "Ruby") + s.n(L, "Sol")),
    ("The swimmer in lane 1 swam backstroke.", lambda s: s.same("lane 1", "backstroke")),
    ("The slowest swimmer was in lane 1.", lambda s: s.n(L, "40 seconds") == 1),
    ("Sol didn't swim breaststroke.", lambda s: not s.same("Sol", "breaststroke")),
    ("Ruby was faster than Umar.", lambda s: s.n(T, "Ruby") < s.n(T, "Umar")),
    ("The butterfly was swum in a higher-numbered lane than the breaststroke.",
     lambda s: s.n(L, "butterfly") > s.n(L, "breaststroke")),
]
QUESTIONS = [
    ("Who swam the butterfly?", lambda s: s.v("Swimmers", "butterfly")),
    ("What was Umar's time?", lambda s: s.v(T, "Umar")),
]
NUM = "."
DOT = True
INTRO = ["At the school swimming gala, four swimmers raced one length each in the same heat, each in a different lane and each swimming a different stroke."]
OUTRO = []
REMARKS = INTRO + OUTRO
