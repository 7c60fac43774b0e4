# Puzzle-website style; positions on a shelf and years.
Y = "Years"
P_ = "Positions"
def y(s, x):
    return s.n(Y, x)
def p(s, x):
    return s.n(P_, x)
NUM = "1)"
DOT = False
CATEGORIES = [
    ("Sports", ["badminton", "bowls", "darts", "netball", "tennis"]),
    ("Years", ["2011", "2014", "2016", "2019", "2023"], [2011, 2014, 2016, 2019, 2023]),
    ("Positions", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
]
SOLUTION = [("badminton", "2016", "4"), ("bowls", "2011", "1"), ("darts", "2023", "3"), ("netball", "2014", "5"), ("tennis", "2019", "2")]
INTRO = ["Five trophies stand in a row on the shelf of the sports club bar, in positions 1 to 5 from left to right."]
CLUES = [
    ("The oldest trophy stands at the left end of the shelf.", lambda s: p(s, "2011") == 1),
    ("The darts trophy was won 7 years after the badminton trophy.", lambda s: y(s, "darts") == y(s, "badminton") + 7),
    ("The 2014 trophy is at the right end.", lambda s: p(s, "2014") == 5),
    ("The tennis trophy stands between the bowls trophy and the darts trophy.", lambda s: min(p(s, "bowls"), p(s, "darts")) < p(s, "tennis") < max(p(s, "bowls"), p(s, "darts"))),
    ("The badminton trophy is next to the netball trophy.", lambda s: abs(p(s, "badminton") - p(s, "netball")) == 1),
    ("The newest trophy is not next to the bowls trophy.", lambda s: abs(p(s, "2023") - p(s, "bowls")) != 1),
    ("The trophy won in 2019 is directly to the right of the 2011 trophy.", lambda s: p(s, "2019") == p(s, "2011") + 1),
]
QUESTIONS = [("In which year was the netball trophy won?", lambda s: s.v(Y, "netball"))]
REMARKS = INTRO
