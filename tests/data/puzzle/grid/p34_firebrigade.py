T = "Times"
CATEGORIES = [
    ("Volunteers", ["Gary", "Leanne", "Mick", "Sharon"]),
    ("Incidents", ["car crash", "fallen tree", "grass fire", "smoke alarm"]),
    ("Times", ["09:30", "11:00", "14:30", "16:00"], [570, 660, 870, 960]),
]
SOLUTION = [
    ["Gary", "fallen tree", "11:00"],
    ["Leanne", "smoke alarm", "16:00"],
    ["Mick", "grass fire", "14:30"],
    ["Sharon", "car crash", "09:30"],
]
CLUES = [
    ("The first callout of the day, at 09:30, was to a car crash.", lambda s: s.same("09:30", "car crash")),
    ("Mick was paged three and a half hours after Gary.", lambda s: s.n(T, "Mick") == s.n(T, "Gary") + 210),
    ("The grass fire came in 90 minutes before the smoke alarm.", lambda s: s.n(T, "grass fire") == s.n(T, "smoke alarm") - 90),
    ("Leanne wasn't sent to the fallen tree.", lambda s: not s.same("Leanne", "fallen tree")),
    ("Sharon's job came before Gary's.", lambda s: s.n(T, "Sharon") < s.n(T, "Gary")),
]
NUM = "."
DOT = False
INTRO = ["On a hot Saturday the local bush fire brigade had four callouts, and each was led by a different volunteer."]
OUTRO = []
REMARKS = INTRO + OUTRO
