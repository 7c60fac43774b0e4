T = "Times"
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Travellers", ["Ingrid", "Jasper", "Kemal", "Lucia"]),
    ("Destinations", ["Bath", "Carlisle", "Durham", "Exeter"]),
    ("Times", ["14:05", "14:20", "14:35", "14:50"], [845, 860, 875, 890]),
    ("Platforms", ["2", "5", "7", "9"]),
]
CLUES = [
    ("The Durham train leaves a quarter of an hour after Lucia's.", lambda s: t(s, "Durham") == t(s, "Lucia") + 15),
    ("Jasper's train is the first to depart.", lambda s: t(s, "Jasper") == 845),
    ("The train from platform 5 leaves 45 minutes after the one from platform 7.",
     lambda s: t(s, "5") == t(s, "7") + 45),
    ("Kemal isn't going to Bath or Carlisle.", lambda s: not s.same("Kemal", "Bath") and not s.same("Kemal", "Carlisle")),
    ("Ingrid doesn't leave from platform 5 or platform 9.", lambda s: not s.same("Ingrid", "5") and not s.same("Ingrid", "9")),
    ("The Carlisle train doesn't leave from platform 7.", lambda s: not s.same("Carlisle", "7")),
    ("Lucia's train leaves half an hour before Kemal's.", lambda s: t(s, "Lucia") == t(s, "Kemal") - 30),
]
