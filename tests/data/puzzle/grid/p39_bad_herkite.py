L = "Tails"
CATEGORIES = [
    ("Girls", ["Maya", "Rosa", "Tilly", "Zara"]),
    ("Kites", ["dragon", "diamond", "box", "bird"]),
    ("Tails", ["2 m", "3 m", "4 m", "5 m"], [2, 3, 4, 5]),
]
CLUES = [
    ("Tilly's dragon kite had the shortest tail of all.",
     lambda s: s.same("Tilly", "dragon") and s.n(L, "Tilly") == 2),
    ("The diamond kite's tail was a metre longer than the box kite's.", lambda s: s.n(L, "diamond") == s.n(L, "box") + 1),
    ("Zara's kite had a 3 m tail, but it wasn't the box kite.",
     lambda s: s.n(L, "Zara") == 3 and not s.same("Zara", "box")),
]
BAD = (3, "Maya told Rosa that her kite had the longest tail.")
REFUSED = {BAD[1]: {
    "'Maya's kite had the longest tail'": lambda s: s.n(L, "Maya") == 5,
    "'Rosa's kite had the longest tail'": lambda s: s.n(L, "Rosa") == 5,
}}
EXPECT = 2
QUESTIONS = [("Who flew the diamond kite?", None)]
NUM = "."
DOT = False
INTRO = ["Four girls flew their kites on the hill on Sunday. Each kite was a different shape, with a tail of a different length."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Maya told Rosa that her kite had the longest tail.", must be refused:
"her" can mean Maya or Rosa, and nothing in the sentence settles which. The other
clues fix the kites and tails (Tilly dragon 2 m, Zara bird 3 m, box 4 m, diamond
5 m) but leave two solutions: Maya or Rosa flew the diamond kite. Reading "her"
as the subject, Maya, gives one of them; reading it as Rosa gives the other, so
the question "Who flew the diamond kite?" has no safe answer."""
