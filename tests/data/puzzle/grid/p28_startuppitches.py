F = "Funding"
T = "Times"
CATEGORIES = [
    ("Founders", ["Gwen", "Hector", "Ines", "Jamal", "Kofi"]),
    ("Products", ["pet tracker", "smart lock", "solar charger", "tutoring app", "water filter"]),
    ("Funding", ["$1.5 million", "$2 million", "$2.5 million", "$3 million", "$3.5 million"], [15, 20, 25, 30, 35]),
    ("Times", ["9:00am", "9:30am", "10:00am", "10:30am", "11:00am"], [540, 570, 600, 630, 660]),
]
SOLUTION = [
    ["Gwen", "water filter", "$2.5 million", "10:30am"],
    ["Hector", "smart lock", "$1.5 million", "9:00am"],
    ["Ines", "tutoring app", "$3.5 million", "10:00am"],
    ["Jamal", "pet tracker", "$2 million", "11:00am"],
    ["Kofi", "solar charger", "$3 million", "9:30am"],
]
CLUES = [
    ("Kofi pitched 30 minutes after Hector.",
     lambda s: s.n(T, "Kofi") == s.n(T, "Hector") + 30),
    ("The founder of the smart lock raised $1.5 million less than the one who pitched at 9:30am.",
     lambda s: s.n(F, "smart lock") == s.n(F, "9:30am") - 15),
    ("Of Gwen and the founder who pitched at 11:00am, one raised $2.5 million and the other invented the pet tracker.",
     lambda s: not s.same("Gwen", "11:00am") and (
         (s.same("Gwen", "$2.5 million") and s.same("11:00am", "pet tracker")) or
         (s.same("Gwen", "pet tracker") and s.same("11:00am", "$2.5 million")))),
    ("The founder who raised $2 million pitched sometime after Ines.",
     lambda s: s.n(T, "$2 million") > s.n(T, "Ines")),
    ("Neither Kofi nor the founder who raised $3.5 million pitched the water filter.",
     lambda s: not s.same("Kofi", "water filter") and not s.same("$3.5 million", "water filter")),
    ("The 10:00am pitch was either Ines's or the one for the solar charger.",
     lambda s: s.same("10:00am", "Ines") != s.same("10:00am", "solar charger")),
    ("Hector didn't pitch the solar charger.",
     lambda s: not s.same("Hector", "solar charger")),
    ("The five founders are Jamal, the one who pitched at 9:00am, the one with the solar charger, the one who raised $3.5 million and Gwen.",
     lambda s: len({s.e(x) for x in ["Jamal", "9:00am", "solar charger", "$3.5 million", "Gwen"]}) == 5),
    ("Jamal raised less money than Gwen.",
     lambda s: s.n(F, "Jamal") < s.n(F, "Gwen")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
