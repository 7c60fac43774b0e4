T = "Times"
CATEGORIES = [
    ("Comics", ["Dolan", "Frankie", "Priya", "Wes"]),
    ("Clubs", ["Chuckle Hut", "Laugh Cellar", "Punchline", "The Loft"]),
    ("Times", ["8:00 pm", "8:30 pm", "9:00 pm", "9:30 pm"], [1200, 1230, 1260, 1290]),
]
CLUES = [
    ("Dolan went on first.", lambda s: s.n(T, "Dolan") == 1200),
    ("The Chuckle Hut set was the last of the night.", lambda s: s.n(T, "Chuckle Hut") == 1290),
    ("Priya performed at the Chuckle Hut.", lambda s: s.same("Priya", "Chuckle Hut")),
    ("Frankie played neither the Laugh Cellar nor The Loft.", lambda s: not s.same("Frankie", "Laugh Cellar") and not s.same("Frankie", "The Loft")),
    ("Wes wasn't at The Loft.", lambda s: not s.same("Wes", "The Loft")),
]
BAD = (6, "Wes's sister went on at 9:00 pm.")
REFUSED = {BAD[1]: {
    "'Wes went on at 9:00 pm'": lambda s: s.same("Wes", "9:00 pm"),
    "'someone other than Wes went on at 9:00 pm'": lambda s: not s.same("Wes", "9:00 pm"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four stand-up comics each played a different club on the same night."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 6, "Wes's sister went on at 9:00 pm.", must be refused: no category
says who is whose sister, so the clue names a person the puzzle cannot identify.
Without it the puzzle has two solutions (Frankie at the Punchline at 9:00 pm and
Wes at the Laugh Cellar at 8:30 pm, or the other way round). Misread as "Wes went
on at 9:00 pm" it gives one of them; read as "someone other than Wes went on at
9:00 pm" (the sister is Frankie) it gives the other."""
