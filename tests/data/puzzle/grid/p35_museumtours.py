T = "Start times"
G = "Group sizes"
CATEGORIES = [
    ("Guides", ["Alvaro", "Bettina", "Chidi", "Dora"]),
    ("Exhibits", ["dinosaurs", "Egypt", "gems", "space"]),
    ("Start times", ["10:15 am", "11:00 am", "1:45 pm", "2:30 pm"], [615, 660, 825, 870]),
    ("Group sizes", ["8 people", "11 people", "14 people", "17 people"], [8, 11, 14, 17]),
]
SOLUTION = [
    ["Alvaro", "gems", "2:30 pm", "11 people"],
    ["Bettina", "dinosaurs", "10:15 am", "17 people"],
    ["Chidi", "space", "1:45 pm", "8 people"],
    ["Dora", "Egypt", "11:00 am", "14 people"],
]
CLUES = [
    ("The largest group was taken to see the dinosaurs.", lambda s: s.n(G, "dinosaurs") == 17),
    ("Chidi's tour started 45 minutes before Alvaro's.", lambda s: s.n(T, "Chidi") == s.n(T, "Alvaro") - 45),
    ("The Egypt tour had 3 more people than Alvaro's group.", lambda s: s.n(G, "Egypt") == s.n(G, "Alvaro") + 3),
    ("The 10:15 am tour was led by either Bettina or Chidi.",
     lambda s: s.same("10:15 am", "Bettina") or s.same("10:15 am", "Chidi")),
    ("The space tour didn't have 14 people.", lambda s: not s.same("space", "14 people")),
    ("Of the gems tour and the 11:00 am tour, one was led by Dora and the other had 11 people.",
     lambda s: not s.same("gems", "11:00 am") and (
         (s.same("gems", "Dora") and s.same("11:00 am", "11 people")) or
         (s.same("11:00 am", "Dora") and s.same("gems", "11 people")))),
    ("Bettina's group was bigger than Dora's.", lambda s: s.n(G, "Bettina") > s.n(G, "Dora")),
    ("The tour that started at 1:45 pm had the smallest group.", lambda s: s.n(G, "1:45 pm") == 8),
    ("Alvaro's tour started in the afternoon.", lambda s: s.n(T, "Alvaro") >= 720),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
