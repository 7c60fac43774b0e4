K = "Kettlebells"
CATEGORIES = [
    ("Athletes", ["Britt", "Cormac", "Dalia", "Emil"]),
    ("Kettlebells", ["8 kg", "12 kg", "16 kg", "20 kg"], [8, 12, 16, 20]),
    ("Gyms", ["Forge", "Ironside", "Pulse", "Summit"]),
    ("Exercises", ["clean", "goblet squat", "snatch", "swing"]),
]
SOLUTION = [
    ["Britt", "16 kg", "Summit", "snatch"],
    ["Cormac", "20 kg", "Forge", "swing"],
    ["Dalia", "8 kg", "Pulse", "goblet squat"],
    ["Emil", "12 kg", "Ironside", "clean"],
]
def distinct(s, *xs):
    ents = [s.e(x) for x in xs]
    return len(set(ents)) == len(ents)
CLUES = [
    ("The athlete who trains at Forge uses a kettlebell 4 kg heavier than Britt's.",
     lambda s: s.n(K, "Forge") == s.n(K, "Britt") + 4),
    ("Dalia uses the lightest kettlebell.", lambda s: s.n(K, "Dalia") == 8),
    ("The snatch is done with a heavier kettlebell than the clean.", lambda s: s.n(K, "snatch") > s.n(K, "clean")),
    ("The four athletes are Britt, the one who trains at Pulse, Cormac and the one who does cleans.",
     lambda s: distinct(s, "Britt", "Pulse", "Cormac", "clean")),
    ("Cormac's exercise is the swing.", lambda s: s.same("Cormac", "swing")),
    ("Cormac lifts the heaviest bell.", lambda s: s.n(K, "Cormac") == 20),
    ("The athlete at Ironside uses the 12 kg kettlebell.", lambda s: s.same("Ironside", "12 kg")),
]
QUESTIONS = [("Which gym does Emil use?", lambda s: s.v("Gyms", "Emil"))]
NUM = "."
INTRO = ["Kettlebell Class: four athletes from different gyms each practised a different exercise with a different kettlebell."]
OUTRO = []
REMARKS = INTRO + OUTRO
