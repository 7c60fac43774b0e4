T = "Times"
CATEGORIES = [
    ("Spotters", ["Jaelyn", "Jaylen", "Marcus", "Odette"]),
    ("Towns", ["Alma", "Brisco", "Cutler", "Dade"]),
    ("Times", ["3:10 pm", "3:20 pm", "3:30 pm", "3:40 pm"], [910, 920, 930, 940]),
]
CLUES = [
    ("Marcus reported from Cutler.", lambda s: s.same("Marcus", "Cutler")),
    ("Odette's report came in at 3:20 pm.", lambda s: s.same("Odette", "3:20 pm")),
    ("The Dade report came in 10 minutes before the Cutler report.", lambda s: s.n(T, "Dade") == s.n(T, "Cutler") - 10),
    ("Odette didn't report from Alma or from Brisco.", lambda s: not s.same("Odette", "Alma") and not s.same("Odette", "Brisco")),
    ("The Brisco report was the first of the afternoon.", lambda s: s.n(T, "Brisco") == 910),
]
BAD = (6, "Jaylin's report came in 20 minutes before the one from Cutler.")
REFUSED = {BAD[1]: {
    "'Jaylen's report'": lambda s: s.n(T, "Jaylen") == s.n(T, "Cutler") - 20,
    "'Jaelyn's report'": lambda s: s.n(T, "Jaelyn") == s.n(T, "Cutler") - 20,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four storm spotters each phoned in a hail report from a different town."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 6, "Jaylin's report came in 20 minutes before the one from Cutler.", must be
refused: no spotter is called Jaylin. The name is one letter from Jaylen and two
from Jaelyn, and a reader that corrects it cannot know which was meant. Without
the clue the puzzle has two solutions (Jaylen at Brisco at 3:10 pm and Jaelyn at
Alma at 3:40 pm, or the other way round); corrected to Jaylen it gives the first,
corrected to Jaelyn the second."""
