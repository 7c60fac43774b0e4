G = "Goals"
Y = "Years at the club"
CATEGORIES = [
    ("Players", ["Ms O'Keeffe", "Mr Dunne-Walsh", "Ms Farrelly", "Mr Quigley"]),
    ("Positions", ["goalkeeper", "defender", "midfielder", "forward"]),
    ("Goals", ["0 goals", "3 goals", "7 goals", "12 goals"], [0, 3, 7, 12]),
    ("Years at the club", ["2 years", "4 years", "6 years", "8 years"], [2, 4, 6, 8]),
]
SOLUTION = [
    ["Ms O'Keeffe", "forward", "12 goals", "4 years"],
    ["Mr Dunne-Walsh", "goalkeeper", "0 goals", "8 years"],
    ["Ms Farrelly", "midfielder", "7 goals", "2 years"],
    ["Mr Quigley", "defender", "3 goals", "6 years"],
]
CLUES = [
    ("The goalkeeper, as one would expect, has not scored at all this season.", lambda s: s.n(G, "goalkeeper") == 0),
    ("Mr Dunne-Walsh has been at the club longer than any other member of the squad.", lambda s: s.n(Y, "Mr Dunne-Walsh") == 8),
    ("The forward has scored 5 goals more than Ms Farrelly.", lambda s: s.n(G, "forward") == s.n(G, "Ms Farrelly") + 5),
    ("Mr Quigley, who is not the midfielder, has been at the club 2 years longer than Ms O'Keeffe.",
     lambda s: not s.same("Mr Quigley", "midfielder") and s.n(Y, "Mr Quigley") == s.n(Y, "Ms O'Keeffe") + 2),
    ("The player who has been at the club for 2 years is not the defender.", lambda s: not s.same("2 years", "defender")),
    ("Neither Ms O'Keeffe nor Mr Quigley is the goalkeeper.", lambda s: not s.same("Ms O'Keeffe", "goalkeeper") and not s.same("Mr Quigley", "goalkeeper")),
    ("Ms O'Keeffe has scored more goals than the defender.", lambda s: s.n(G, "Ms O'Keeffe") > s.n(G, "defender")),
    ("Ms Farrelly has been at the club for less time than anyone else.", lambda s: s.n(Y, "Ms Farrelly") == 2),
]
QUESTIONS = [("How many goals has Mr Quigley scored?", lambda s: s.v(G, "Mr Quigley"))]
NUM = ")"
DOT = True
INTRO = ["For this issue's puzzle we have profiled four members of the veterans' hockey squad. Each plays a different position, each has scored a different number of goals this season (goals in friendlies are not counted), and each has been with the club a different number of years, counted in whole seasons."]
OUTRO = []
REMARKS = INTRO + OUTRO
