P = "Pitches"
M = "Takings"
CATEGORIES = [
    ("Stallholders", ["Greta", "Hamid", "Ines", "Jasper", "Kofi"]),
    ("Produce", ["apples", "cheese", "eggs", "honey", "plums"]),
    ("Pitches", ["pitch 1", "pitch 2", "pitch 3", "pitch 4", "pitch 5"], [1, 2, 3, 4, 5]),
    ("Takings", ["$84.50", "$97.00", "$112.25", "$130.75", "$150.00"], [8450, 9700, 11225, 13075, 15000]),
]
SOLUTION = [
    ["Greta", "honey", "pitch 3", "$130.75"],
    ["Hamid", "apples", "pitch 1", "$84.50"],
    ["Ines", "cheese", "pitch 5", "$150.00"],
    ["Jasper", "plums", "pitch 2", "$112.25"],
    ["Kofi", "eggs", "pitch 4", "$97.00"],
]
CLUES = [
    ("The cheese stall took the most money.", lambda s: s.n(M, "cheese") == 15000),
    ("Hamid's stall was at one end of the row, next to the plum stall.",
     lambda s: s.n(P, "Hamid") in (1, 5) and abs(s.n(P, "Hamid") - s.n(P, "plums")) == 1),
    ("The honey stall was directly between Jasper's and Kofi's.",
     lambda s: sorted([s.n(P, "Jasper"), s.n(P, "Kofi")]) == [s.n(P, "honey") - 1, s.n(P, "honey") + 1]),
    ("Kofi took less money than Jasper but more than Hamid.",
     lambda s: s.n(M, "Hamid") < s.n(M, "Kofi") < s.n(M, "Jasper")),
    ("Ines had the stall on pitch 5.", lambda s: s.same("Ines", "pitch 5")),
    ("The egg seller took $97.00.", lambda s: s.same("eggs", "$97.00")),
    ("Greta didn't sell apples.", lambda s: not s.same("Greta", "apples")),
    ("Jasper's stall was next to Hamid's.", lambda s: abs(s.n(P, "Jasper") - s.n(P, "Hamid")) == 1),
    ("The apple seller took the least money.", lambda s: s.n(M, "apples") == 8450),
    ("Greta took more than Jasper.", lambda s: s.n(M, "Greta") > s.n(M, "Jasper")),
]
NUM = None
DOT = False
INTRO = ["The five stalls stand in a single row, numbered 1 to 5."]
OUTRO = []
REMARKS = INTRO + OUTRO
