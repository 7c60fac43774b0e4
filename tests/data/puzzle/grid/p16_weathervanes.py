Y = "Years"
W = "Weights"
CATEGORIES = [
    ("Buildings", ["St Aldhelm's", "Corn Exchange", "Holy Cross", "Old Mill", "Wrenfield Grange"]),
    ("Figures", ["cockerel", "fox", "ship", "dragon", "fish"]),
    ("Years", ["1788", "1802", "1815", "1834", "1851"], [1788, 1802, 1815, 1834, 1851]),
    ("Weights", ["14 kg", "19 kg", "23 kg", "28 kg", "35 kg"], [14, 19, 23, 28, 35]),
]
SOLUTION = [
    ["St Aldhelm's", "cockerel", "1788", "19 kg"],
    ["Corn Exchange", "ship", "1851", "35 kg"],
    ["Holy Cross", "fish", "1815", "14 kg"],
    ["Old Mill", "fox", "1834", "23 kg"],
    ["Wrenfield Grange", "dragon", "1802", "28 kg"],
]
CLUES = [
    ("The oldest vane, a cockerel, is not the heaviest.", lambda s: s.n(Y, "cockerel") == 1788 and s.n(W, "cockerel") != 35),
    ("The ship, which weighs 35 kg, was put up 17 years after the fox.",
     lambda s: s.same("ship", "35 kg") and s.n(Y, "ship") == s.n(Y, "fox") + 17),
    ("The fox weighs 9 kg more than the fish.", lambda s: s.n(W, "fox") == s.n(W, "fish") + 9),
    ("The vane on Holy Cross is the lightest of the five.", lambda s: s.n(W, "Holy Cross") == 14),
    ("Wrenfield Grange's vane went up 13 years before the one on Holy Cross.", lambda s: s.n(Y, "Wrenfield Grange") == s.n(Y, "Holy Cross") - 13),
    ("The dragon is heavier than the fox.", lambda s: s.n(W, "dragon") > s.n(W, "fox")),
    ("St Aldhelm's has neither the fox nor the fish.", lambda s: not s.same("St Aldhelm's", "fox") and not s.same("St Aldhelm's", "fish")),
    ("The Old Mill's vane is not the ship.", lambda s: not s.same("Old Mill", "ship")),
    ("The 1834 vane is on the Old Mill.", lambda s: s.same("1834", "Old Mill")),
    ("The most recent vane is on the Corn Exchange.", lambda s: s.n(Y, "Corn Exchange") == 1851),
]
QUESTIONS = [("What is on the vane of the Corn Exchange?", lambda s: s.v("Figures", "Corn Exchange"))]
NUM = "."
DOT = True
INTRO = ["The society's survey of historic weathervanes in the parish is complete. Five vanes were recorded, one on each of five buildings; each shows a different figure, each was put up in a different year (as given in the vestry or estate records) and each was weighed, to the nearest kilogram, when it was taken down for regilding."]
OUTRO = []
REMARKS = INTRO + OUTRO
