T = "Turns"
D = "Dunks"
CATEGORIES = [
    ("Teachers", ["Mr. Farris", "Mrs. Gilley", "Mr. Hatch", "Ms. Irwin", "Mr. Jarvis"]),
    ("Subjects", ["art", "history", "math", "music", "science"]),
    ("Turns", ["1:00", "1:30", "2:00", "2:30", "3:00"], [60, 90, 120, 150, 180]),
    ("Dunks", ["3", "5", "7", "9", "11"], [3, 5, 7, 9, 11]),
]
SOLUTION = [
    ["Mr. Farris", "math", "2:00", "11"],
    ["Mrs. Gilley", "art", "1:00", "5"],
    ["Mr. Hatch", "music", "3:00", "3"],
    ["Ms. Irwin", "science", "1:30", "9"],
    ["Mr. Jarvis", "history", "2:30", "7"],
]
WOMEN = ["Mrs. Gilley", "Ms. Irwin"]
CLUES = [
    ("The math teacher was dunked more times than anyone else.", lambda s: s.n(D, "math") == 11),
    ("The teacher who sat in the tank at 3:00 was dunked only 3 times.", lambda s: s.same("3:00", "3")),
    ("Mrs. Gilley took the first turn in the tank, and she was dunked 2 more times than Mr. Hatch.",
     lambda s: s.n(T, "Mrs. Gilley") == 60 and s.n(D, "Mrs. Gilley") == s.n(D, "Mr. Hatch") + 2),
    ("Ms. Irwin's turn came directly after Mrs. Gilley's.", lambda s: s.n(T, "Ms. Irwin") == s.n(T, "Mrs. Gilley") + 30),
    ("Of the history teacher and Mr. Farris, one sat at 2:00 and the other was dunked 7 times.",
     lambda s: not s.same("history", "Mr. Farris") and (
         (s.same("history", "2:00") and s.same("Mr. Farris", "7")) or
         (s.same("Mr. Farris", "2:00") and s.same("history", "7")))),
    ("The science teacher was dunked 4 more times than the art teacher.",
     lambda s: s.n(D, "science") == s.n(D, "art") + 4),
    ("Neither of the women teaches math, music or history.",
     lambda s: all(not s.same(w, "math") and not s.same(w, "music") and not s.same(w, "history") for w in WOMEN)),
    ("Mr. Jarvis was dunked more often than Mr. Hatch, and Ms. Irwin more often than Mrs. Gilley.",
     lambda s: s.n(D, "Mr. Jarvis") > s.n(D, "Mr. Hatch") and s.n(D, "Ms. Irwin") > s.n(D, "Mrs. Gilley")),
]
QUESTIONS = [("What subject does Mr. Jarvis teach?", lambda s: s.v("Subjects", "Mr. Jarvis"))]
NUM = "."
DOT = False
INTRO = ["Five teachers at Roosevelt Elementary volunteered for the dunk tank at the spring carnival. Each took a half-hour turn in the tank, starting at 1:00, 1:30, 2:00, 2:30 or 3:00 in the afternoon, and each was dunked a different number of times."]
OUTRO = []
REMARKS = INTRO + OUTRO
