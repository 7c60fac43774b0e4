S = "Scores"
CATEGORIES = [
    ("Players", ["Mr Fulton", "Mrs Garrity", "Miss Hume", "Dr Ince"]),
    ("Home towns", ["Derby", "Leeds", "Luton", "Stoke"]),
    ("Scores", ["39", "42", "45", "48"], [39, 42, 45, 48]),
]
SOLUTION = [
    ["Mr Fulton", "Leeds", "45"],
    ["Mrs Garrity", "Stoke", "39"],
    ["Miss Hume", "Derby", "48"],
    ["Dr Ince", "Luton", "42"],
]
CLUES = [
    ("The holidaymaker from Stoke went round in the fewest strokes.", lambda s: s.n(S, "Stoke") == 39),
    ("Dr Ince took three strokes fewer than Mr Fulton.", lambda s: s.n(S, "Dr Ince") == s.n(S, "Mr Fulton") - 3),
    ("Miss Hume, who isn't from Luton, had a worse score than the visitor from Leeds.",
     lambda s: not s.same("Miss Hume", "Luton") and s.n(S, "Miss Hume") > s.n(S, "Leeds")),
    ("Mrs Garrity isn't from Derby.", lambda s: not s.same("Mrs Garrity", "Derby")),
    ("Mr Fulton isn't from Luton, and Dr Ince doesn't come from Stoke.",
     lambda s: not s.same("Mr Fulton", "Luton") and not s.same("Dr Ince", "Stoke")),
]
QUESTIONS = [("Who won?", lambda s: s.v("Players", "39"))]
NUM = "."
INTRO = ["Four holidaymakers played a round of crazy golf on the front at Skegness one drizzly afternoon.",
         "As in proper golf, the fewer strokes taken, the better the score."]
OUTRO = []
REMARKS = INTRO + OUTRO
