T = "Arrival times"
CATEGORIES = [
    ("Musicians", ["Ciarán", "Dervla", "Fintan", "Róisín"]),
    ("Instruments", ["bodhrán", "concertina", "fiddle", "tin whistle"]),
    ("Arrival times", ["9pm", "9.15pm", "9.30pm", "9.45pm"], [0, 15, 30, 45]),
]
SOLUTION = [
    ["Ciarán", "bodhrán", "9.30pm"],
    ["Dervla", "fiddle", "9pm"],
    ["Fintan", "concertina", "9.45pm"],
    ["Róisín", "tin whistle", "9.15pm"],
]
CLUES = [
    ("The fiddler was first in the door.", lambda s: s.n(T, "fiddle") == 0),
    ("Ciarán arrived a quarter of an hour after Róisín.", lambda s: s.n(T, "Ciarán") == s.n(T, "Róisín") + 15),
    ("The concertina player turned up last, half an hour after the tin whistle player.",
     lambda s: s.n(T, "concertina") == 45 and s.n(T, "concertina") == s.n(T, "tin whistle") + 30),
    ("Dervla doesn't play the bodhrán or the concertina.", lambda s: not s.same("Dervla", "bodhrán") and not s.same("Dervla", "concertina")),
    ("Fintan came in after Ciarán.", lambda s: s.n(T, "Fintan") > s.n(T, "Ciarán")),
]
QUESTIONS = [("What does Róisín play?", lambda s: s.v("Instruments", "Róisín"))]
NUM = None
DOT = False
INTRO = ["Four musicians turned up for the Thursday night session in Doolin, each with a different instrument and each at a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
