G = "Pegs"
L = "Lengths"
CATEGORIES = [
    ("Skippers", ["Albert", "Beryl", "Cyril", "Doreen", "Edwin"]),
    ("Boats", ["Puffin", "Saucy Sue", "Kittiwake", "Old Faithful", "Marigold"]),
    ("Pegs", ["1", "2", "3", "4", "5"]),
    ("Lengths", ["60 cm", "75 cm", "80 cm", "95 cm", "110 cm"], [60, 75, 80, 95, 110]),
]
SOLUTION = [
    ["Albert", "Kittiwake", "3", "95 cm"],
    ["Beryl", "Puffin", "1", "60 cm"],
    ["Cyril", "Old Faithful", "5", "110 cm"],
    ["Doreen", "Marigold", "2", "80 cm"],
    ["Edwin", "Saucy Sue", "4", "75 cm"],
]
CLUES = [
    ("Beryl's boat, the smallest on the pond, was launched from the peg at the far left.",
     lambda s: s.n(L, "Beryl") == 60 and s.n(G, "Beryl") == 1),
    ("Old Faithful is 15 cm longer than Kittiwake.", lambda s: s.n(L, "Old Faithful") == s.n(L, "Kittiwake") + 15),
    ("Doreen's peg is immediately to the right of Beryl's.", lambda s: s.n(G, "Doreen") == s.n(G, "Beryl") + 1),
    ("Saucy Sue was launched from the peg directly to the left of Old Faithful's.", lambda s: s.n(G, "Saucy Sue") == s.n(G, "Old Faithful") - 1),
    ("Albert had the middle peg.", lambda s: s.n(G, "Albert") == 3),
    ("Cyril's boat is the longest.", lambda s: s.n(L, "Cyril") == 110),
    ("Marigold is 5 cm longer than Edwin's boat.", lambda s: s.n(L, "Marigold") == s.n(L, "Edwin") + 5),
    ("Edwin's peg is not next to Beryl's.", lambda s: abs(s.n(G, "Edwin") - s.n(G, "Beryl")) != 1),
    ("Cyril's peg was at the right-hand end of the bank.", lambda s: s.n(G, "Cyril") == 5),
    ("Beryl sails Puffin.", lambda s: s.same("Beryl", "Puffin")),
    ("Albert's boat is longer than Doreen's.", lambda s: s.n(L, "Albert") > s.n(L, "Doreen")),
]
QUESTIONS = [("Who sails Marigold?", lambda s: s.v("Skippers", "Marigold"))]
NUM = "."
DOT = False
INTRO = ["On Sunday morning five members of the model yacht club sailed their boats on the park lake. They launched from five pegs along the bank, numbered 1 to 5 from left to right, and no two boats were the same length."]
OUTRO = []
REMARKS = INTRO + OUTRO
