# App style: terse, numbered, times of day.
T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Drivers", ["Ansel", "Bronwyn", "Cyrus", "Delia", "Emeric"]),
    ("Vehicles", ["hatchback", "pickup", "sedan", "SUV", "van"]),
    ("Times", ["9:10am", "9:25am", "9:40am", "9:55am", "10:10am"], [550, 565, 580, 595, 610]),
]
SOLUTION = [("Ansel", "van", "9:40am"), ("Bronwyn", "sedan", "9:10am"), ("Cyrus", "pickup", "10:10am"),
            ("Delia", "SUV", "9:25am"), ("Emeric", "hatchback", "9:55am")]
CLUES = [
    ("The sedan was washed first.", lambda s: t(s, "sedan") == 550),
    ("The SUV was washed 15 minutes after the sedan.", lambda s: t(s, "SUV") == t(s, "sedan") + 15),
    ("Cyrus's car was washed 30 minutes after Ansel's.", lambda s: t(s, "Cyrus") == t(s, "Ansel") + 30),
    ("The hatchback was washed sometime after the van.", lambda s: t(s, "hatchback") > t(s, "van")),
    ("Delia doesn't drive the van.", lambda s: not s.same("Delia", "van")),
    ("The driver of the pickup was the last customer.", lambda s: t(s, "pickup") == 610),
    ("Bronwyn was not the 9:25am customer.", lambda s: t(s, "Bronwyn") != 565),
    ("Emeric was washed 15 minutes before Cyrus.", lambda s: t(s, "Emeric") == t(s, "Cyrus") - 15),
    ("Ansel's car isn't the SUV.", lambda s: not s.same("Ansel", "SUV")),
    ("Ansel was not the first customer.", lambda s: t(s, "Ansel") != 550),
]
