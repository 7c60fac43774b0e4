D = "Dates"
CATEGORIES = [
    ("Clients", ["Mrs Abbot", "Mr Beale", "Ms Cross", "Dr Dhar", "Rev Ellis"]),
    ("Pianos", ["baby grand", "concert grand", "player piano", "spinet", "upright"]),
    ("Dates", ["May 2", "May 5", "May 9", "May 14", "May 20"], [2, 5, 9, 14, 20]),
]
SOLUTION = [
    ["Mrs Abbot", "upright", "May 9"],
    ["Mr Beale", "baby grand", "May 20"],
    ["Ms Cross", "spinet", "May 2"],
    ["Dr Dhar", "concert grand", "May 14"],
    ["Rev Ellis", "player piano", "May 5"],
]
CLUES = [
    ("The baby grand was tuned last.", lambda s: s.n(D, "baby grand") == 20),
    ("Ms Cross's piano was tuned 3 days before the player piano.", lambda s: s.n(D, "Ms Cross") == s.n(D, "player piano") - 3),
    ("Dr Dhar's visit was 5 days after Mrs Abbot's.", lambda s: s.n(D, "Dr Dhar") == s.n(D, "Mrs Abbot") + 5),
    ("The upright was tuned 4 days after Rev Ellis's piano.", lambda s: s.n(D, "upright") == s.n(D, "Rev Ellis") + 4),
    ("The spinet was tuned before the concert grand.", lambda s: s.n(D, "spinet") < s.n(D, "concert grand")),
    ("Rev Ellis doesn't own the spinet.", lambda s: not s.same("Rev Ellis", "spinet")),
    ("Dr Dhar doesn't own the upright.", lambda s: not s.same("Dr Dhar", "upright")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
