W = "Words"
T = "Times"
CATEGORIES = [
    ("Senders", ["captain", "curate", "doctor", "schoolmistress", "stationmaster"]),
    ("Towns", ["Bristol", "Dundee", "Exeter", "Leeds", "York"]),
    ("Words", ["10", "12", "14", "16", "18"], [10, 12, 14, 16, 18]),
    ("Times", ["9:15am", "10:30am", "11:45am", "1:00pm", "2:15pm"], [555, 630, 705, 780, 855]),
]
SOLUTION = [
    ["captain", "Dundee", "18", "11:45am"],
    ["curate", "Exeter", "10", "2:15pm"],
    ["doctor", "Leeds", "14", "9:15am"],
    ["schoolmistress", "York", "12", "1:00pm"],
    ["stationmaster", "Bristol", "16", "10:30am"],
]
CLUES = [
    ("The telegram with the most words went to Dundee.", lambda s: s.n(W, "Dundee") == 18),
    ("The doctor's telegram was the first to be sent, and it had two more words than the schoolmistress's.",
     lambda s: s.n(T, "doctor") == 555 and s.n(W, "doctor") == s.n(W, "schoolmistress") + 2),
    ("The curate's telegram, which had the fewest words of all, was sent later than the one to York.",
     lambda s: s.n(W, "curate") == 10 and s.n(T, "curate") > s.n(T, "York")),
    ("The telegram to Bristol was handed in an hour and a quarter after the doctor's.",
     lambda s: s.n(T, "Bristol") == s.n(T, "doctor") + 75),
    ("The stationmaster's message was 2 words shorter than the captain's.",
     lambda s: s.n(W, "stationmaster") == s.n(W, "captain") - 2),
    ("The telegrams to Leeds and York were sent by neither the captain nor the stationmaster.",
     lambda s: all(not s.same(t, p) for t in ("Leeds", "York") for p in ("captain", "stationmaster"))),
    ("The captain handed in his telegram later than the stationmaster but earlier than the schoolmistress.",
     lambda s: s.n(T, "stationmaster") < s.n(T, "captain") < s.n(T, "schoolmistress")),
    ("The Leeds telegram was longer than the one to York.", lambda s: s.n(W, "Leeds") > s.n(W, "York")),
    ("The schoolmistress didn't send hers to Exeter.", lambda s: not s.same("schoolmistress", "Exeter")),
]
QUESTIONS = [("Who sent the telegram to Dundee?", lambda s: s.v("Senders", "Dundee")),
             ("At what time was the telegram to York sent?", lambda s: s.v(T, "York"))]
NUM = "."
DOT = True
INTRO = ["On one quiet day in 1923 the village post office sent five telegrams, each from a different customer to a different town. The telegraph clerk noted the time each was handed in and how many words it had; no two were handed in at the same time, and no two had the same number of words."]
OUTRO = []
REMARKS = INTRO + OUTRO
