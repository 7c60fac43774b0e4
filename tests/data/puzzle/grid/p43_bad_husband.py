P = "Prices"
CATEGORIES = [
    ("First names", ["Carol", "June", "Lena", "Wendy"]),
    ("Last names", ["Beck", "Drake", "Oakley", "Sutton"]),
    ("Items", ["lampshade", "picture frame", "teapot", "toaster"]),
    ("Prices", ["$2", "$4", "$6", "$8"], [2, 4, 6, 8]),
]
CLUES = [
    ("The teapot cost $2 more than Lena's purchase.", lambda s: s.n(P, "teapot") == s.n(P, "Lena") + 2),
    ("Wendy, who isn't Mrs. Beck, spent the most.", lambda s: not s.same("Wendy", "Beck") and s.n(P, "Wendy") == 8),
    ("Mrs. Sutton bought the teapot.", lambda s: s.same("Sutton", "teapot")),
    ("June spent $2 more than Carol.", lambda s: s.n(P, "June") == s.n(P, "Carol") + 2),
    ("Mrs. Oakley didn't buy the lampshade.", lambda s: not s.same("Oakley", "lampshade")),
    ("Carol spent twice as much as Lena, who bought the lampshade.", lambda s: s.n(P, "Carol") == 2 * s.n(P, "Lena") and s.same("Lena", "lampshade")),
    ("Mrs. Beck paid just $2, and Mrs. Drake isn't Wendy.", lambda s: s.n(P, "Beck") == 2 and not s.same("Drake", "Wendy")),
]
BAD = (4, "Mrs. Drake's husband bought the toaster.")
REFUSED = {BAD[1]: {
    "'Mrs. Drake bought the toaster'": lambda s: s.same("Drake", "toaster"),
    "'someone other than Mrs. Drake bought the toaster'": lambda s: not s.same("Drake", "toaster"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four women from the Willow Creek Methodist Church each bought one item at the spring rummage sale, and each paid a different price. "
         "Can you work out each woman's full name, what she bought and how much she paid?"]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mrs. Drake's husband bought the toaster.", must be refused: the
puzzle's people are four women and no category says who is whose husband, so
the clue names someone the grid does not hold. Without it the puzzle has two
solutions. Misread as "Mrs. Drake bought the toaster" it gives one of them; read
as "someone other than Mrs. Drake bought the toaster" (her husband is not one of
the four buyers, though the intro says each of the four women bought one item)
it gives the other. A reader that drops "'s husband" answers confidently and
may be wrong."""
