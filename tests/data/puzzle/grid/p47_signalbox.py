S = "Shifts"
CATEGORIES = [
    ("Signalmen", ["Alf", "Bert", "Cyril", "Don"]),
    ("Surnames", ["Bagley", "Cowell", "Dent", "Eames"]),
    ("Shifts", ["6am", "10am", "2pm", "6pm"], [6, 10, 14, 18]),
    ("Pastimes", ["crossword", "fretwork", "rug-making", "wireless"]),
]
SOLUTION = [
    ["Alf", "Dent", "2pm", "crossword"],
    ["Bert", "Bagley", "6pm", "fretwork"],
    ["Cyril", "Eames", "6am", "rug-making"],
    ["Don", "Cowell", "10am", "wireless"],
]
CLUES = [
    ("Mr Dent's shift starts four hours later than Don's.", lambda s: s.n(S, "Dent") == s.n(S, "Don") + 4),
    ("Cyril, who isn't Mr Bagley, takes the earliest shift.",
     lambda s: not s.same("Cyril", "Bagley") and s.n(S, "Cyril") == 6),
    ("The fretwork enthusiast starts work at 6pm.", lambda s: s.same("fretwork", "6pm")),
    ("Mr Cowell listens to the wireless, but his shift isn't the 6pm one.",
     lambda s: s.same("Cowell", "wireless") and not s.same("Cowell", "6pm")),
    ("Bert isn't Mr Eames.", lambda s: not s.same("Bert", "Eames")),
    ("Of Alf and the chap who makes rugs, one is Mr Dent and the other starts at 6am.",
     lambda s: not s.same("Alf", "rug-making") and ((s.same("Alf", "Dent") and s.same("rug-making", "6am")) or (s.same("rug-making", "Dent") and s.same("Alf", "6am")))),
    ("Don's shift begins before Bert's.", lambda s: s.n(S, "Don") < s.n(S, "Bert")),
]
QUESTIONS = [("What is Alf's surname, and what does he do in the quiet hours?",
              lambda s: (s.v("Surnames", "Alf"), s.v("Pastimes", "Alf")))]
NUM = "."
INTRO = ["Four signalmen share the box at Fenny Halt, each starting a different shift during the day, and each passes the quiet hours between trains with a different pastime."]
OUTRO = []
REMARKS = INTRO + OUTRO
