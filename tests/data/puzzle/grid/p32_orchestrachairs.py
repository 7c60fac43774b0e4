T = "Times"
Y = "Experience"
CATEGORIES = [
    ("Musicians", ["Ansel", "Denise", "Kyle", "Rosalind"]),
    ("Instruments", ["clarinet", "French horn", "oboe", "viola"]),
    ("Times", ["6:15 PM", "6:30 PM", "6:45 PM", "7:00 PM"], [1095, 1110, 1125, 1140]),
    ("Experience", ["4 years", "7 years", "10 years", "13 years"], [4, 7, 10, 13]),
]
SOLUTION = [
    ["Ansel", "viola", "6:45 PM", "13 years"],
    ["Denise", "clarinet", "6:15 PM", "7 years"],
    ["Kyle", "French horn", "7:00 PM", "4 years"],
    ["Rosalind", "oboe", "6:30 PM", "10 years"],
]
CLUES = [
    ("The first audition of the evening was for the clarinet.", lambda s: s.n(T, "clarinet") == 1095),
    ("Kyle auditioned exactly 45 minutes after Denise.", lambda s: s.n(T, "Kyle") == s.n(T, "Denise") + 45),
    ("The musician who has played for 13 years auditioned 15 minutes after the oboist.",
     lambda s: s.n(T, "13 years") == s.n(T, "oboe") + 15),
    ("Rosalind has been playing 3 years longer than Denise.", lambda s: s.n(Y, "Rosalind") == s.n(Y, "Denise") + 3),
    ("Neither Ansel nor the French horn player has played for 7 years.",
     lambda s: not s.same("Ansel", "7 years") and not s.same("French horn", "7 years")),
    ("The violist is neither Rosalind nor Kyle.", lambda s: not s.same("viola", "Rosalind") and not s.same("viola", "Kyle")),
    ("Kyle has played his instrument for the fewest years.", lambda s: s.n(Y, "Kyle") == 4),
]
NUM = "."
DOT = False
INTRO = [
    "Orchestra Auditions",
    "The Fairview Community Orchestra held auditions for four open chairs on Thursday evening. Each musician plays a different instrument, auditioned at a different time, and has played for a different number of years. Determine each musician's instrument, audition time, and years of experience.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
