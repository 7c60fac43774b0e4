T = "Finish times"
CATEGORIES = [
    ("Yachts", ["Albatross", "Bluefin", "Corsair", "Dolphin", "Escapade"]),
    ("Skippers", ["Fiona", "Gustav", "Helena", "Ivan", "Jorge"]),
    ("Hulls", ["green", "navy", "orange", "white", "yellow"]),
    ("Finish times", ["2:10pm", "2:25pm", "2:40pm", "2:55pm", "3:10pm"], [850, 865, 880, 895, 910]),
]
SOLUTION = [
    ["Albatross", "Helena", "white", "2:40pm"],
    ["Bluefin", "Jorge", "orange", "2:10pm"],
    ["Corsair", "Fiona", "navy", "3:10pm"],
    ["Dolphin", "Ivan", "yellow", "2:25pm"],
    ["Escapade", "Gustav", "green", "2:55pm"],
]
CLUES = [
    ("The Bluefin crossed the line before every other yacht.", lambda s: s.n(T, "Bluefin") == 850),
    ("The navy yacht finished 30 minutes after Helena's boat.", lambda s: s.n(T, "navy") == s.n(T, "Helena") + 30),
    ("Ivan's yacht is either the Dolphin or the white one.",
     lambda s: s.same("Ivan", "Dolphin") != s.same("Ivan", "white")),
    ("Of the green yacht and the Corsair, one was skippered by Fiona and the other finished at 2:55pm.",
     lambda s: (s.same("green", "Fiona") and s.same("Corsair", "2:55pm")) or (s.same("Corsair", "Fiona") and s.same("green", "2:55pm"))),
    ("The yellow boat finished 15 minutes before the white one.", lambda s: s.n(T, "yellow") == s.n(T, "white") - 15),
    ("The Escapade finished sometime after the Albatross.", lambda s: s.n(T, "Escapade") > s.n(T, "Albatross")),
    ("Jorge's yacht finished 30 minutes before Helena's.", lambda s: s.n(T, "Jorge") == s.n(T, "Helena") - 30),
    ('The green boat is the Escapade.', lambda s: s.same("green", "Escapade")),
    ('The Dolphin finished 45 minutes before the Corsair.', lambda s: s.n(T, "Dolphin") == s.n(T, "Corsair") - 45),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
