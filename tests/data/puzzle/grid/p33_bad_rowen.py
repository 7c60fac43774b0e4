T = "Times"
CATEGORIES = [
    ("Carvers", ["Ferris", "Ivo", "Rowan", "Rowena"]),
    ("Designs", ["bat", "cat", "ghost", "owl"]),
    ("Times", ["20 minutes", "25 minutes", "30 minutes", "35 minutes"], [20, 25, 30, 35]),
]
CLUES = [
    ("Ferris took 10 minutes longer than Ivo.", lambda s: s.n(T, "Ferris") == s.n(T, "Ivo") + 10),
    ("The ghost took the longest to carve.", lambda s: s.n(T, "ghost") == 35),
    ("The cat took 5 minutes less than the owl.", lambda s: s.n(T, "cat") == s.n(T, "owl") - 5),
    ("Ivo didn't carve the bat.", lambda s: not s.same("Ivo", "bat")),
    ("Ferris didn't carve the ghost.", lambda s: not s.same("Ferris", "ghost")),
]
BAD = (2, "Rowen carved the owl.")
REFUSED = {BAD[1]: {
    "'Rowan carved the owl'": lambda s: s.same("Rowan", "owl"),
    "'Rowena carved the owl'": lambda s: s.same("Rowena", "owl"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four friends each carved one pumpkin for the harvest fair, each with a different design."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 2, "Rowen carved the owl.", must be refused: no carver is called Rowen.
The name is one letter away from Rowan (a for e) and one letter away from Rowena
(a dropped final a), so it cannot be mended to either with any confidence.
Without the clue the puzzle has two solutions, which differ only in which of
Rowan and Rowena carved the owl (25 minutes) and which the ghost (35 minutes).
Read as "Rowan carved the owl" it gives one, read as "Rowena carved the owl" the
other: a reader that quietly corrects the spelling to the nearest name answers
confidently with a guess."""
