T = "Times"
CATEGORIES = [
    ("Patients", ["Mr Aitken", "Mrs Blair", "Mr Cowie", "Miss Drummond", "Mrs Ewing"]),
    ("Ailments", ["bronchitis", "gout", "lumbago", "shingles", "sprained ankle"]),
    ("Streets", ["Abbey Road", "Bank Street", "Castle Wynd", "Dean Terrace", "Elm Row"]),
    ("Times", ["9.00am", "9.30am", "10.00am", "10.30am", "11.00am"], [540, 570, 600, 630, 660]),
]
SOLUTION = [
    ["Mr Aitken", "gout", "Castle Wynd", "10.30am"],
    ["Mrs Blair", "shingles", "Elm Row", "9.00am"],
    ["Mr Cowie", "lumbago", "Abbey Road", "11.00am"],
    ["Miss Drummond", "bronchitis", "Dean Terrace", "9.30am"],
    ["Mrs Ewing", "sprained ankle", "Bank Street", "10.00am"],
]
CLUES = [
    ("The doctor's first call, at nine o'clock, was in Elm Row.", lambda s: s.n(T, "Elm Row") == 540),
    ("Mr Aitken was seen an hour after Miss Drummond.", lambda s: s.n(T, "Mr Aitken") == s.n(T, "Miss Drummond") + 60),
    ("The patient with lumbago, who doesn't live in Bank Street, was the last call of the morning.",
     lambda s: not s.same("lumbago", "Bank Street") and s.n(T, "lumbago") == 660),
    ("Mrs Ewing, who has neither gout nor bronchitis, was visited at ten.",
     lambda s: not s.same("Mrs Ewing", "gout") and not s.same("Mrs Ewing", "bronchitis") and s.n(T, "Mrs Ewing") == 600),
    ("The Dean Terrace patient was seen half an hour before the one in Bank Street.",
     lambda s: s.n(T, "Dean Terrace") == s.n(T, "Bank Street") - 30),
    ("Mr Cowie doesn't live in Castle Wynd.", lambda s: not s.same("Mr Cowie", "Castle Wynd")),
    ("The bronchitis case was visited earlier than the gout case, which wasn't in Abbey Road.",
     lambda s: s.n(T, "bronchitis") < s.n(T, "gout") and not s.same("gout", "Abbey Road")),
    ("Mrs Blair was seen before Mr Cowie.", lambda s: s.n(T, "Mrs Blair") < s.n(T, "Mr Cowie")),
    ("Mr Aitken doesn't live in Bank Street.", lambda s: not s.same("Mr Aitken", "Bank Street")),
    ("The shingles patient was seen first.", lambda s: s.n(T, "shingles") == 540),
]
QUESTIONS = [
    ("What is wrong with Mrs Blair?", lambda s: s.v("Ailments", "Mrs Blair")),
    ("At what time did the doctor call in Castle Wynd?", lambda s: s.v(T, "Castle Wynd")),
]
NUM = "."
INTRO = ["Dr Mackay still does a round of house calls every Wednesday morning. Last week he saw five patients at half-hourly intervals, each in a different street and each with a different complaint."]
ASK = "Can you discover the time of each call, the patient's street and what was wrong?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
