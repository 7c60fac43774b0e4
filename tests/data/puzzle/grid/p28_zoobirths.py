D = "Birth dates"
W = "Weights"
CATEGORIES = [
    ("Babies", ["Juniper", "Kip", "Luna", "Mochi", "Pip"]),
    ("Species", ["anteater", "capybara", "pygmy hippo", "tapir", "warthog"]),
    ("Birth dates", ["April 3", "April 10", "April 17", "April 24", "May 1"], [3, 10, 17, 24, 31]),
    ("Weights", ["3 lbs", "6 lbs", "9 lbs", "12 lbs", "15 lbs"], [3, 6, 9, 12, 15]),
    ("Keepers", ["Ms. Ochoa", "Mr. Pryce", "Ms. Quill", "Mr. Rahim", "Ms. Sato"]),
]
SOLUTION = [
    ["Juniper", "tapir", "April 17", "15 lbs", "Mr. Rahim"],
    ["Kip", "anteater", "May 1", "3 lbs", "Ms. Sato"],
    ["Luna", "pygmy hippo", "April 3", "12 lbs", "Ms. Quill"],
    ["Mochi", "capybara", "April 24", "6 lbs", "Ms. Ochoa"],
    ["Pip", "warthog", "April 10", "9 lbs", "Mr. Pryce"],
]
CLUES = [
    ("The baby born on April 24 weighed 6 lbs less than Luna.",
     lambda s: s.n(W, "April 24") == s.n(W, "Luna") - 6),
    ("The tapir was born 2 weeks after Luna.",
     lambda s: s.n(D, "tapir") == s.n(D, "Luna") + 14),
    ("Of Kip and the 9-lb baby, one is the anteater and the other is looked after by Mr. Pryce.",
     lambda s: not s.same("Kip", "9 lbs") and (
         (s.same("Kip", "anteater") and s.same("9 lbs", "Mr. Pryce")) or
         (s.same("Kip", "Mr. Pryce") and s.same("9 lbs", "anteater")))),
    ("The five babies are Juniper, the capybara, the one born on April 3, the baby looked after by Mr. Pryce and the 3-lb baby.",
     lambda s: len({s.e(x) for x in ["Juniper", "capybara", "April 3", "Mr. Pryce", "3 lbs"]}) == 5),
    ("The heaviest baby is either Juniper or Ms. Quill's baby.",
     lambda s: s.same("15 lbs", "Juniper") != s.same("15 lbs", "Ms. Quill")),
    ("Neither the warthog nor the pygmy hippo was born on May 1.",
     lambda s: not s.same("warthog", "May 1") and not s.same("pygmy hippo", "May 1")),
    ("Ms. Sato's baby weighed less than Ms. Ochoa's.",
     lambda s: s.n(W, "Ms. Sato") < s.n(W, "Ms. Ochoa")),
    ("Mr. Rahim's baby was born 1 week before Ms. Ochoa's.",
     lambda s: s.n(D, "Mr. Rahim") == s.n(D, "Ms. Ochoa") - 7),
    ("The tapir didn't weigh 3 lbs more than the warthog.",
     lambda s: s.n(W, "tapir") != s.n(W, "warthog") + 3),
    ("Mochi was born 1 week after Juniper.",
     lambda s: s.n(D, "Mochi") == s.n(D, "Juniper") + 7),
    ("Pip weighed 6 lbs more than Kip.",
     lambda s: s.n(W, "Pip") == s.n(W, "Kip") + 6),
]
QUESTIONS = [("Which keeper looks after the capybara?", lambda s: s.v("Keepers", "capybara"))]
NUM = None
DOT = False
INTRO = ["Five babies were born at the city zoo this spring."]
OUTRO = []
REMARKS = INTRO + OUTRO
