T = "Times"
CATEGORIES = [
    ("Travellers", ["Mrs Adeyemi", "Mr Brooks", "Ms Clarke", "Dr Dunn"]),
    ("Times", ["7:15pm", "7:40pm", "8:05pm", "8:30pm"], [1155, 1180, 1205, 1230]),
    ("Destinations", ["Bristol", "Chester", "Derby", "Exeter"]),
    ("Platforms", ["1", "2", "3", "4"]),
]
CLUES = [
    ("Mr Brooks's train leaves 25 minutes after the Chester train.",
     lambda s: s.n(T, "Mr Brooks") == s.n(T, "Chester") + 25),
    ("The train to Exeter, which doesn't leave from platform 1, is the first to depart.",
     lambda s: not s.same("Exeter", "1") and s.n(T, "Exeter") == 1155),
    ("Dr Dunn is catching the 8:05pm.", lambda s: s.same("Dr Dunn", "8:05pm")),
    ("The train from platform 4 leaves later than the train to Derby.",
     lambda s: s.n(T, "4") > s.n(T, "Derby")),
    ("The Derby train leaves from platform 2.", lambda s: s.same("Derby", "2")),
    ("Mrs Adeyemi's train departs 50 minutes before Mr Brooks's.",
     lambda s: s.n(T, "Mrs Adeyemi") == s.n(T, "Mr Brooks") - 50),
    ("The 8:05pm train doesn't leave from platform 3 or platform 4.",
     lambda s: not s.same("8:05pm", "3") and not s.same("8:05pm", "4")),
]
REMARKS = ["Four travellers are waiting at the station for four different evening trains."]
QUESTIONS = [("Which platform does the Bristol train leave from?", lambda s: s.v("Platforms", "Bristol"))]
