T = "Times"
CATEGORIES = [
    ("Runners", ["Jonas", "Kiki", "Lorenzo", "Maud"]),
    ("Shoes", ["Glide", "Pacer", "Stride", "Tempo"]),
    ("Times", ["40 minutes", "42 minutes", "44 minutes", "46 minutes"], [40, 42, 44, 46]),
]
CLUES = [
    ("Kiki had the fastest time.", lambda s: s.n(T, "Kiki") == 40),
    ("The runner in the Tempo shoes finished 4 minutes after Kiki.", lambda s: s.n(T, "Tempo") == s.n(T, "Kiki") + 4),
    ("Maud finished 4 minutes behind Jonas.", lambda s: s.n(T, "Maud") == s.n(T, "Jonas") + 4),
    ("The Glide runner was the slowest.", lambda s: s.n(T, "Glide") == 46),
]
BAD = (4, "Jonas's training partner wore the Stride shoes.")
REFUSED = {BAD[1]: {
    "'Jonas wore the Stride shoes'": lambda s: s.same("Jonas", "Stride"),
    "'someone other than Jonas wore the Stride shoes'": lambda s: not s.same("Jonas", "Stride"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Jonas's training partner wore the Stride shoes.", must be refused:
no category says who trains with whom, so the clue cannot be read from the
puzzle's categories. Without it the puzzle has two solutions. Misread as
"Jonas wore the Stride shoes" (the possessive taken as Jonas himself) it gives
one solution; read as "someone other than Jonas wore the Stride shoes" it gives
the other. Either way the answer is a guess."""
