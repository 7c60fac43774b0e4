T = "Times"
N = "Attendees"
CATEGORIES = [
    ("Hosts", ["Dr Adler", "Ms Baptiste", "Mr Chen", "Mrs Dunn"]),
    ("Topics", ["budgeting", "coding", "gardening", "photography"]),
    ("Times", ["1:00pm", "2:30pm", "4:00pm", "5:30pm"], [780, 870, 960, 1050]),
    ("Attendees", ["18", "24", "30", "42"], [18, 24, 30, 42]),
]
SOLUTION = [
    ["Dr Adler", "coding", "4:00pm", "42"],
    ["Ms Baptiste", "gardening", "1:00pm", "24"],
    ["Mr Chen", "photography", "5:30pm", "18"],
    ["Mrs Dunn", "budgeting", "2:30pm", "30"],
]
CLUES = [
    ("The coding webinar drew the most attendees.", lambda s: s.n(N, "coding") == 42),
    ("Mr Chen's webinar started 3 hours after Mrs Dunn's.", lambda s: s.n(T, "Mr Chen") == s.n(T, "Mrs Dunn") + 180),
    ("The gardening session had 6 more attendees than Mr Chen's.", lambda s: s.n(N, "gardening") == s.n(N, "Mr Chen") + 6),
    ("The 2:30pm webinar had 12 fewer attendees than the coding webinar.", lambda s: s.n(N, "2:30pm") == s.n(N, "coding") - 12),
    ("Dr Adler's webinar started later than the one on gardening.", lambda s: s.n(T, "Dr Adler") > s.n(T, "gardening")),
    ("Photography wasn't the first session of the day.", lambda s: s.n(T, "photography") != 780),
    ("Ms Baptiste didn't talk about budgeting.", lambda s: not s.same("Ms Baptiste", "budgeting")),
    ("Ms Baptiste's webinar was the first of the day.", lambda s: s.n(T, "Ms Baptiste") == 780),
    ("The budgeting webinar started at 2:30pm.", lambda s: s.same("budgeting", "2:30pm")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
