T = "Times"
CATEGORIES = [
    ("Drivers", ["Barry", "Des", "Gary", "Kevin", "Ray", "Steve"]),
    ("Times", ["10.00pm", "10.15pm", "10.30pm", "10.45pm", "11.00pm", "11.15pm"], [1320, 1335, 1350, 1365, 1380, 1395]),
    ("Passengers", ["Mr Ashdown", "Mrs Bellamy", "Dr Cartwright", "Miss Dobson", "Mr Fairclough", "Ms Garnett"]),
    ("Destinations", ["airport", "bingo hall", "golf club", "hospital", "railway station", "Town Hall"]),
]
SOLUTION = [
    ["Barry", "10.45pm", "Dr Cartwright", "hospital"],
    ["Des", "10.00pm", "Mrs Bellamy", "bingo hall"],
    ["Gary", "11.15pm", "Ms Garnett", "railway station"],
    ["Kevin", "10.30pm", "Mr Ashdown", "airport"],
    ["Ray", "11.00pm", "Miss Dobson", "Town Hall"],
    ["Steve", "10.15pm", "Mr Fairclough", "golf club"],
]
CLUES = [
    ("The first fare of the evening, at ten o'clock, was to the bingo hall.", lambda s: s.n(T, "bingo hall") == 1320),
    ("Dr Cartwright was picked up a quarter of an hour after Mr Ashdown.",
     lambda s: s.n(T, "Dr Cartwright") == s.n(T, "Mr Ashdown") + 15),
    ("Ms Garnett, Gary's passenger, was the last pick-up of the night.",
     lambda s: s.same("Ms Garnett", "Gary") and s.n(T, "Gary") == 1395),
    ("Steve's passenger was neither Mr Ashdown nor Mrs Bellamy.",
     lambda s: not s.same("Steve", "Mr Ashdown") and not s.same("Steve", "Mrs Bellamy")),
    ("The airport run was a quarter of an hour after Steve's pick-up.", lambda s: s.n(T, "airport") == s.n(T, "Steve") + 15),
    ("Miss Dobson was collected at eleven, but not by Barry.",
     lambda s: s.n(T, "Miss Dobson") == 1380 and not s.same("Miss Dobson", "Barry")),
    ("Ray picked up his fare later than Kevin did.", lambda s: s.n(T, "Ray") > s.n(T, "Kevin")),
    ("The golf club fare was collected before Dr Cartwright.", lambda s: s.n(T, "golf club") < s.n(T, "Dr Cartwright")),
    ("Des didn't drive Mr Ashdown.", lambda s: not s.same("Des", "Mr Ashdown")),
    ("Barry didn't go to the golf club or the railway station.",
     lambda s: not s.same("Barry", "golf club") and not s.same("Barry", "railway station")),
    ("Kevin's pick-up was half an hour after Des's.", lambda s: s.n(T, "Kevin") == s.n(T, "Des") + 30),
    ("Barry collected his passenger at a quarter to eleven.", lambda s: s.n(T, "Barry") == 1365),
    ("The Town Hall fare was picked up fifteen minutes after the hospital fare.",
     lambda s: s.n(T, "Town Hall") == s.n(T, "hospital") + 15),
]
QUESTIONS = [
    ("Where was Ms Garnett going?", lambda s: s.v("Destinations", "Ms Garnett")),
    ("Who drove Mr Fairclough, and at what time?", lambda s: (s.v("Drivers", "Mr Fairclough"), s.v(T, "Mr Fairclough"))),
]
NUM = "."
INTRO = ["On Saturday night the controller at Speedway Cars sent out six drivers in turn, at quarter-hour intervals from ten o'clock, each to pick up a different customer who had rung in for a cab."]
ASK = "Can you work out who drove whom, where to and at what time?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
