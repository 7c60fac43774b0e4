M = "Times"
CATEGORIES = [
    ("Students", ["Bruno", "Dana", "Dena", "Wiley"]),
    ("Subjects", ["algebra", "chemistry", "French", "history"]),
    ("Times", ["3:00 pm", "4:00 pm", "5:00 pm", "6:00 pm"], [15, 16, 17, 18]),
]
CLUES = [
    ("The history session was the earliest.", lambda s: s.n(M, "history") == 15),
    ("Bruno studied French at 4:00 pm.", lambda s: s.same("Bruno", "French") and s.same("Bruno", "4:00 pm")),
    ("Wiley's session was the last of the day.", lambda s: s.n(M, "Wiley") == 18),
    ("The chemistry session started 2 hours after Bruno's.", lambda s: s.n(M, "chemistry") == s.n(M, "Bruno") + 2),
]
BAD = (4, "Deana's session was 1 hour later than the French session.")
REFUSED = {BAD[1]: {
    "'Deana' = Dana": lambda s: s.n(M, "Dana") == s.n(M, "French") + 1,
    "'Deana' = Dena": lambda s: s.n(M, "Dena") == s.n(M, "French") + 1,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Deana's session was 1 hour later than the French session.", must be
refused: no student is called Deana. The name is one letter away from both Dana
and Dena, so it cannot be put right by spelling alone. Without the clue the
puzzle has two solutions. Read as Dana it gives one of them and read as Dena the
other, so a reader that corrects the spelling to the nearest name prints a
confident answer that may be wrong."""
