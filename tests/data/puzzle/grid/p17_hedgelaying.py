L = "Lengths"
CATEGORIES = [
    ("Competitors", ["Abe Farrow", "Bill Gedge", "Cal Hurn", "Dan Ives", "Ed Jupp"]),
    ("Counties", ["Devon", "Kent", "Rutland", "Shropshire", "Suffolk"]),
    ("Lengths", ["8 metres", "11 metres", "12 metres", "15 metres", "19 metres"], [8, 11, 12, 15, 19]),
]
SOLUTION = [
    ["Abe Farrow", "Kent", "12 metres"],
    ["Bill Gedge", "Devon", "19 metres"],
    ["Cal Hurn", "Suffolk", "8 metres"],
    ["Dan Ives", "Rutland", "15 metres"],
    ["Ed Jupp", "Shropshire", "11 metres"],
]
CLUES = [
    ("The man from Devon laid the longest stretch of hedge.", lambda s: s.n(L, "Devon") == 19),
    ("Cal Hurn laid 3 metres less than Ed Jupp.", lambda s: s.n(L, "Cal Hurn") == s.n(L, "Ed Jupp") - 3),
    ("Dan Ives laid 3 metres more than the competitor from Kent.", lambda s: s.n(L, "Dan Ives") == s.n(L, "Kent") + 3),
    ("The Shropshire man laid less hedge than Abe Farrow but more than the man from Suffolk.",
     lambda s: s.n(L, "Suffolk") < s.n(L, "Shropshire") < s.n(L, "Abe Farrow")),
    ("Bill Gedge isn't from Rutland.", lambda s: not s.same("Bill Gedge", "Rutland")),
    ("Abe Farrow laid 4 metres more than Cal Hurn, who doesn't come from Rutland.",
     lambda s: s.n(L, "Abe Farrow") == s.n(L, "Cal Hurn") + 4 and not s.same("Cal Hurn", "Rutland")),
]
NUM = "."
DOT = False
INTRO = ["Five hedgers from different counties entered the national hedge-laying championship, and each laid as much hedge as he could in the time allowed."]
OUTRO = []
REMARKS = INTRO + OUTRO
