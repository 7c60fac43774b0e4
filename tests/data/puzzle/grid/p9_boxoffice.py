Q = "Positions"
N = "Tickets"
def q(s, x):
    return s.n(Q, x)
def n(s, x):
    return s.n(N, x)
NUM = ""
CATEGORIES = [
    ("Fans", ["Aiyana", "Benicio", "Carys", "Deshawn", "Eilidh", "Florian"]),
    ("Positions", ["1st", "2nd", "3rd", "4th", "5th", "6th"], [1, 2, 3, 4, 5, 6]),
    ("Tickets", ["1 ticket", "2 tickets", "3 tickets", "4 tickets", "5 tickets", "6 tickets"], [1, 2, 3, 4, 5, 6]),
]
SOLUTION = [("Aiyana", "4th", "2 tickets"), ("Benicio", "1st", "6 tickets"), ("Carys", "6th", "1 ticket"), ("Deshawn", "2nd", "4 tickets"), ("Eilidh", "3rd", "5 tickets"), ("Florian", "5th", "3 tickets")]
INTRO = ["Six fans queued at the box office when tickets for the reunion tour went on sale."]
REMARKS = INTRO
CLUES = [
    ("Benicio was at the front of the queue.", lambda s: q(s, "Benicio") == 1),
    ("The fan who was last in line bought just 1 ticket.", lambda s: n(s, "6th") == 1),
    ("Eilidh stood directly behind Deshawn.", lambda s: q(s, "Eilidh") == q(s, "Deshawn") + 1),
    ("The person who bought 3 tickets was two places behind Eilidh.", lambda s: q(s, "3 tickets") == q(s, "Eilidh") + 2),
    ("Aiyana bought 2 fewer tickets than Deshawn.", lambda s: n(s, "Aiyana") == n(s, "Deshawn") - 2),
    ("The fan immediately ahead of Florian bought 2 tickets.", lambda s: q(s, "Florian") > 1 and n(s, [v for v in ["1st", "2nd", "3rd", "4th", "5th", "6th"] if q(s, v) == q(s, "Florian") - 1][0]) == 2),
    ("Benicio bought more tickets than anyone else.", lambda s: n(s, "Benicio") == 6),
    ("Deshawn bought one ticket fewer than Eilidh.", lambda s: n(s, "Deshawn") == n(s, "Eilidh") - 1),
    ("Florian was neither first nor last in the queue.", lambda s: q(s, "Florian") not in (1, 6)),
]
QUESTIONS = [("How many tickets did Eilidh buy?", lambda s: s.v(N, "Eilidh"))]
