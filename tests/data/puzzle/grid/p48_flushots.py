A = "Ages"
T = "Times"
CATEGORIES = [
    ("Patients", ["Mr. Kwan", "Mrs. Lund", "Ms. Moreau", "Mr. Novak"]),
    ("Ages", ["62", "67", "71", "78"], [62, 67, 71, 78]),
    ("Times", ["1:00pm", "1:20pm", "1:40pm", "2:00pm"], [780, 800, 820, 840]),
]
SOLUTION = [
    ["Mr. Kwan", "71", "1:40pm"],
    ["Mrs. Lund", "78", "1:00pm"],
    ["Ms. Moreau", "62", "2:00pm"],
    ["Mr. Novak", "67", "1:20pm"],
]
CLUES = [
    ("The oldest patient got the first shot of the afternoon.", lambda s: s.same("78", "1:00pm")),
    ("Mr. Novak's shot was 20 minutes after Mrs. Lund's.", lambda s: s.n(T, "Mr. Novak") == s.n(T, "Mrs. Lund") + 20),
    ("Ms. Moreau is 9 years younger than Mr. Kwan.", lambda s: s.n(A, "Ms. Moreau") == s.n(A, "Mr. Kwan") - 9),
    ("The 67-year-old was seen before Mr. Kwan.", lambda s: s.n(T, "67") < s.n(T, "Mr. Kwan")),
    ("Ms. Moreau was the last patient of the afternoon.", lambda s: s.n(T, "Ms. Moreau") == 840),
]
QUESTIONS = [("How old is Mr. Novak?", lambda s: s.v(A, "Mr. Novak"))]
NUM = "."
INTRO = ["Four seniors got flu shots at the pharmacy on Tuesday afternoon."]
OUTRO = []
REMARKS = INTRO + OUTRO
