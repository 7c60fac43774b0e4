T = "Lesson times"
CATEGORIES = [
    ("Pupils", ["Kate", "Kathy", "Leon", "Marcus"]),
    ("Instruments", ["drums", "flute", "piano", "violin"]),
    ("Lesson times", ["3:00pm", "3:30pm", "4:00pm", "4:30pm"], [0, 30, 60, 90]),
]
CLUES = [
    ("Leon had the first lesson, on the drums.", lambda s: s.n(T, "Leon") == 0 and s.same("Leon", "drums")),
    ("Marcus's flute lesson was half an hour after Kate's lesson.",
     lambda s: s.same("Marcus", "flute") and s.n(T, "Marcus") == s.n(T, "Kate") + 30),
    ("Kathy had the last lesson of the afternoon.", lambda s: s.n(T, "Kathy") == 90),
]
BAD = (3, "Katie plays the violin.")
REFUSED = {BAD[1]: {
    "'Kate plays the violin'": lambda s: s.same("Kate", "violin"),
    "'Kathy plays the violin'": lambda s: s.same("Kathy", "violin"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four pupils had music lessons at the community centre on Wednesday afternoon, one after another, each on a different instrument."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Katie plays the violin.", must be refused: no pupil is called Katie.
The pupils are Kate and Kathy (and Leon and Marcus), and "Katie" is as close
to one as to the other, so the name cannot be matched. Without the clue the
puzzle has two solutions (Kate and Kathy play the piano and the violin in
either order). Read as Kate it gives one solution, read as Kathy the other, so
a reader that guesses the nearest name answers confidently and may be wrong."""
