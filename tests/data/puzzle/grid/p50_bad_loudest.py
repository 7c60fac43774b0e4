T = "Times"
CATEGORIES = [
    ("Pupils", ["Hattie", "Ivo", "Juniper", "Kai"]),
    ("Instruments", ["bagpipes", "flute", "trumpet", "violin"]),
    ("Times", ["3:00 pm", "3:30 pm", "4:00 pm", "4:30 pm"], [900, 930, 960, 990]),
]
CLUES = [
    ("Hattie's lesson was half an hour before Ivo's.", lambda s: s.n(T, "Hattie") == s.n(T, "Ivo") - 30),
    ("The flute lesson was the first of the afternoon.", lambda s: s.n(T, "flute") == 900),
    ("Ivo plays the violin.", lambda s: s.same("Ivo", "violin")),
    ("Kai's lesson was at 4:30 pm.", lambda s: s.same("Kai", "4:30 pm")),
    ("Juniper's lesson came after Ivo's.", lambda s: s.n(T, "Juniper") > s.n(T, "Ivo")),
]
BAD = (5, "The loudest instrument was taught at 4:00 pm.")
REFUSED = {BAD[1]: {
    "'the bagpipes are the loudest'": lambda s: s.same("bagpipes", "4:00 pm"),
    "'the trumpet is the loudest'": lambda s: s.same("trumpet", "4:00 pm"),
}}
EXPECT = 2
NUM = "."
INTRO = ["Music Lessons: four pupils had lessons on different instruments, one after another, on Tuesday afternoon."]
OUTRO = []
REMARKS = INTRO
BAD_WHY = """Clue 5, "The loudest instrument was taught at 4:00 pm.", must be refused: no
category gives how loud the instruments are, so which one is "the loudest" is
outside knowledge, not part of the puzzle. Without it the puzzle has two solutions;
taking the bagpipes to be the loudest gives one and taking the trumpet gives the
other, so the answer is a guess."""
