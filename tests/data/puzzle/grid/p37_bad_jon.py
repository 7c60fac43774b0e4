H = "Heights"
CATEGORIES = [
    ("Flyers", ["Joan", "John", "Lena", "Omar"]),
    ("Kites", ["box", "delta", "diamond", "dragon"]),
    ("Heights", ["40 m", "55 m", "70 m", "85 m"], [40, 55, 70, 85]),
]
CLUES = [
    ("The dragon kite flew highest of all, and Lena was the one flying it.",
     lambda s: s.n(H, "dragon") == 85 and s.same("Lena", "dragon")),
    ("Omar's box kite reached the lowest height.",
     lambda s: s.same("Omar", "box") and s.n(H, "box") == 40),
    ("The diamond kite flew higher than the delta.", lambda s: s.n(H, "diamond") > s.n(H, "delta")),
]
BAD = (4, "Jon's kite went 15 metres higher than the delta.")
REFUSED = {BAD[1]: {
    "'Joan's kite'": lambda s: s.n(H, "Joan") == s.n(H, "delta") + 15,
    "'John's kite'": lambda s: s.n(H, "John") == s.n(H, "delta") + 15,
}}
EXPECT = 2
QUESTIONS = [("Who flew the diamond kite?", None)]
NUM = None
DOT = False
INTRO = ["At the kite festival, Joan, John, Lena and Omar each flew a kite of a different shape, and each kite reached a different height."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Jon's kite went 15 metres higher than the delta.", must be refused:
there is no Jon among the flyers. "Jon" is one letter away from both "Joan" and
"John", so it cannot be taken as a misprint of either one. Without the clue the
puzzle has two solutions (the diamond kite, at 70 m, is Joan's or John's; the
other of the two flew the delta, at 55 m). Read as Joan the clue gives one
solution, read as John the other, so a reader that matches the name to the
nearest flyer answers "Who flew the diamond kite?" with confidence and has an
even chance of being wrong."""
