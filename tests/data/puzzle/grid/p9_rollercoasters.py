H = "Heights"
Y = "Opened"
def h(s, x):
    return s.n(H, x)
def y(s, x):
    return s.n(Y, x)
NUM = ""
CATEGORIES = [
    ("Coasters", ["Cyclone", "Goliath", "Python", "Thunderbolt", "Zephyr"]),
    ("Heights", ["120 ft", "145 ft", "170 ft", "195 ft", "220 ft"], [120, 145, 170, 195, 220]),
    ("Opened", ["2003", "2007", "2011", "2015", "2019"], [2003, 2007, 2011, 2015, 2019]),
    ("Parks", ["Funland", "Joyville", "Lakeside", "Starpoint", "Wonderbay"]),
]
SOLUTION = [
    ("Cyclone", "170 ft", "2011", "Lakeside"),
    ("Goliath", "220 ft", "2019", "Starpoint"),
    ("Python", "120 ft", "2003", "Funland"),
    ("Thunderbolt", "195 ft", "2007", "Wonderbay"),
    ("Zephyr", "145 ft", "2015", "Joyville"),
]
CLUES = [
    ("The tallest coaster is also the newest.", lambda s: y(s, "220 ft") == 2019),
    ("The coaster at Funland opened 4 years before the Thunderbolt.", lambda s: y(s, "Funland") == y(s, "Thunderbolt") - 4),
    ("The Zephyr is 25 ft shorter than the Cyclone.", lambda s: h(s, "Zephyr") == h(s, "Cyclone") - 25),
    ("The five coasters are the Python, the one at Starpoint, the one that opened in 2011, the 195 ft coaster and the Zephyr.", lambda s: len({s.e("Python"), s.e("Starpoint"), s.e("2011"), s.e("195 ft"), s.e("Zephyr")}) == 5),
    ("The Goliath is not at Wonderbay.", lambda s: not s.same("Goliath", "Wonderbay")),
    ("The coaster at Joyville opened 4 years after the Cyclone.", lambda s: y(s, "Joyville") == y(s, "Cyclone") + 4),
    ("The Python is the shortest coaster.", lambda s: h(s, "Python") == 120),
    ("The Thunderbolt is taller than the Cyclone.", lambda s: h(s, "Thunderbolt") > h(s, "Cyclone")),
    ("The coaster at Lakeside is 170 ft tall.", lambda s: s.same("Lakeside", "170 ft")),
    ("The Goliath opened more recently than the Thunderbolt.", lambda s: y(s, "Goliath") > y(s, "Thunderbolt")),
    ("Of the five coasters, the Python has been running the longest.", lambda s: y(s, "Python") == 2003),
]
QUESTIONS = [("In what year did the Zephyr open?", lambda s: s.v(Y, "Zephyr"))]
