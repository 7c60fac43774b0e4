E = "Elevations"
T = "Summit times"
CATEGORIES = [
    ("Cyclists", ["Fenna", "Gustavo", "Hiroko", "Ilan", "Jolene"]),
    ("Passes", ["Col du Vent", "Greyhorn Pass", "Iron Gap", "Raven Saddle", "Tollbridge Pass"]),
    ("Elevations", ["1650 m", "1800 m", "1950 m", "2100 m", "2250 m"], [1650, 1800, 1950, 2100, 2250]),
    ("Summit times", ["9:15am", "9:40am", "10:05am", "10:30am", "10:55am"], [555, 580, 605, 630, 655]),
]
SOLUTION = [
    ["Fenna", "Iron Gap", "2100 m", "10:05am"],
    ["Gustavo", "Raven Saddle", "1650 m", "9:15am"],
    ["Hiroko", "Greyhorn Pass", "2250 m", "10:55am"],
    ["Ilan", "Tollbridge Pass", "1800 m", "10:30am"],
    ["Jolene", "Col du Vent", "1950 m", "9:40am"],
]
CLUES = [
    ("The rider who reached the top at 10:30am climbed a pass exactly 150 m lower than Jolene's.",
     lambda s: s.n(E, "10:30am") == s.n(E, "Jolene") - 150),
    ("Greyhorn Pass is the highest of the five passes.", lambda s: s.n(E, "Greyhorn Pass") == 2250),
    ("Gustavo summited 50 minutes before Fenna.", lambda s: s.n(T, "Gustavo") == s.n(T, "Fenna") - 50),
    ("The cyclist on Iron Gap wasn't the first to the top, and neither was Ilan.",
     lambda s: s.n(T, "Iron Gap") != 555 and s.n(T, "Ilan") != 555),
    ("Of Hiroko and the rider who summited at 9:40am, one climbed Col du Vent and the other climbed the 2250 m pass.",
     lambda s: not s.same("Hiroko", "9:40am") and (
         (s.same("Hiroko", "Col du Vent") and s.same("9:40am", "2250 m")) or
         (s.same("9:40am", "Col du Vent") and s.same("Hiroko", "2250 m")))),
    ("Tollbridge Pass is just 150 m higher than Raven Saddle.",
     lambda s: s.n(E, "Tollbridge Pass") == s.n(E, "Raven Saddle") + 150),
    ("The last rider to reach the summit climbed the highest pass.", lambda s: s.same("10:55am", "2250 m")),
    ("Fenna's pass is higher than Jolene's.", lambda s: s.n(E, "Fenna") > s.n(E, "Jolene")),
    ("Raven Saddle wasn't climbed by Ilan or Fenna.",
     lambda s: not s.same("Raven Saddle", "Ilan") and not s.same("Raven Saddle", "Fenna")),
    ("Ilan's pass is lower than Fenna's but higher than Gustavo's.",
     lambda s: s.n(E, "Gustavo") < s.n(E, "Ilan") < s.n(E, "Fenna")),
]
NUM = "."
DOT = False
INTRO = ["Five cyclists each climbed a different mountain pass on the same morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
