Y = "Years"
CATEGORIES = [
    ("Stationmasters", ["Mr Oakes", "Mr Pell", "Mr Rook", "Mr Sims"]),
    ("Stations", ["Elmford", "Hatton", "Kirkby", "Upwell"]),
    ("Years", ["1921", "1934", "1938", "1952"], [1921, 1934, 1938, 1952]),
    ("Cats", ["Ginger", "Smudge", "Soot", "Tiger"]),
]
SOLUTION = [
    ["Mr Oakes", "Kirkby", "1938", "Soot"],
    ["Mr Pell", "Upwell", "1921", "Ginger"],
    ["Mr Rook", "Elmford", "1952", "Tiger"],
    ["Mr Sims", "Hatton", "1934", "Smudge"],
]
CLUES = [
    ("The stationmaster at Upwell took up his post first, and his station cat was called Ginger.",
     lambda s: s.n(Y, "Upwell") == 1921 and s.same("Upwell", "Ginger")),
    ("Mr Sims started four years before Mr Oakes.", lambda s: s.n(Y, "Mr Sims") == s.n(Y, "Mr Oakes") - 4),
    ("Mr Rook was at neither Hatton nor Kirkby.", lambda s: not s.same("Mr Rook", "Hatton") and not s.same("Mr Rook", "Kirkby")),
    ("Tiger lived at Elmford.", lambda s: s.same("Tiger", "Elmford")),
    ("Soot's master arrived later than Smudge's.", lambda s: s.n(Y, "Soot") > s.n(Y, "Smudge")),
    ("Mr Oakes was not the stationmaster at Hatton.", lambda s: not s.same("Mr Oakes", "Hatton")),
    ("Mr Pell started 31 years before Mr Rook.", lambda s: s.n(Y, "Mr Pell") == s.n(Y, "Mr Rook") - 31),
]
NUM = "."
DOT = False
INTRO = ["A local history society has been researching four country stations on a branch line that closed long ago. Each had a different stationmaster, who took up the post in a different year, and each station kept a cat."]
OUTRO = []
REMARKS = INTRO + OUTRO
