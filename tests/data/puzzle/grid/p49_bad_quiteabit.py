B = "Boxes"
CATEGORIES = [
    ("Scouts", ["Arlo", "Bess", "Cliff", "Dora"]),
    ("Cookies", ["mints", "peanut butter", "shortbread", "s'mores"]),
    ("Boxes", ["10", "12", "14", "16"], [10, 12, 14, 16]),
]
CLUES = [
    ("Cliff sold the fewest boxes, all of them peanut butter.",
     lambda s: s.n(B, "Cliff") == 10 and s.same("Cliff", "peanut butter")),
    ("Dora sold 14 boxes, but none of them were shortbread.",
     lambda s: s.same("Dora", "14") and not s.same("Dora", "shortbread")),
    ("The scout who sold the mints sold 16 boxes.", lambda s: s.same("mints", "16")),
]
BAD = (3, "Bess sold quite a few more boxes than Cliff.")
REFUSED = {BAD[1]: {
    "'more, by any number'": lambda s: s.n(B, "Bess") > s.n(B, "Cliff"),
    "'at least 4 more'": lambda s: s.n(B, "Bess") >= s.n(B, "Cliff") + 4,
    "'just 2 more'": lambda s: s.n(B, "Bess") == s.n(B, "Cliff") + 2,
}}
EXPECT = 2
QUESTIONS = [("Which cookies did Bess sell?", None)]
NUM = "."
INTRO = ["Four scouts sold cookies door to door last weekend. Each sold only one kind, and no two sold the same number of boxes."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Bess sold quite a few more boxes than Cliff.", must be refused: "quite a
few" is no amount. Bess sold 12 or 16 boxes to Cliff's 10; read as "more by any
number" the puzzle keeps both solutions, read as "at least 4 more" it gives 16 (mints)
and read as "just 2 more" it gives 12 (shortbread)."""
