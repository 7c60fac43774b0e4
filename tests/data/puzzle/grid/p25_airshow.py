T = "Times"
CATEGORIES = [
    ("Pilots", ["Amos", "Bianca", "Colt", "Daria", "Elias"]),
    ("Planes", ["biplane", "glider", "jet", "seaplane", "warbird"]),
    ("Times", ["11:00am", "11:45am", "12:30pm", "1:15pm", "2:00pm"], [660, 705, 750, 795, 840]),
]
SOLUTION = [
    ["Amos", "glider", "1:15pm"],
    ["Bianca", "jet", "2:00pm"],
    ["Colt", "biplane", "11:00am"],
    ["Daria", "warbird", "12:30pm"],
    ["Elias", "seaplane", "11:45am"],
]
CLUES = [
    ("The jet closed the show, flying after every other plane.", lambda s: s.n(T, "jet") == 840),
    ("Colt's slot was 90 minutes before Daria's.", lambda s: s.n(T, "Colt") == s.n(T, "Daria") - 90),
    ("Elias didn't fly the biplane.", lambda s: not s.same("Elias", "biplane")),
    ("Amos flew sometime after Elias.", lambda s: s.n(T, "Amos") > s.n(T, "Elias")),
    ('The seaplane flew 45 minutes after the biplane.', lambda s: s.n(T, "seaplane") == s.n(T, "biplane") + 45),
    ("Bianca's turn came 45 minutes after Amos's.", lambda s: s.n(T, "Bianca") == s.n(T, "Amos") + 45),
    ('The warbird pilot was Daria.', lambda s: s.same("warbird", "Daria")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
