P = "Scores"
CATEGORIES = [
    ("Riders", ["Bryce", "Callie", "Dmitri", "Elsa", "Finn"]),
    ("Hometowns", ["Aspen", "Bozeman", "Durango", "Tahoe", "Vail"]),
    ("Tricks", ["backflip", "frontflip", "method", "rodeo", "tail grab"]),
    ("Scores", ["78 points", "82 points", "86 points", "90 points", "94 points"], [78, 82, 86, 90, 94]),
]
SOLUTION = [
    ["Bryce", "Vail", "rodeo", "86 points"],
    ["Callie", "Durango", "tail grab", "94 points"],
    ["Dmitri", "Aspen", "backflip", "78 points"],
    ["Elsa", "Tahoe", "method", "90 points"],
    ["Finn", "Bozeman", "frontflip", "82 points"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The rider from Tahoe scored 4 points higher than Bryce.",
     lambda s: s.n(P, "Tahoe") == s.n(P, "Bryce") + 4),
    ("Of the five, Callie scored the highest.",
     lambda s: s.n(P, "Callie") == 94),
    ("The backflip earned the lowest score.",
     lambda s: s.n(P, "backflip") == 78),
    ("The snowboarder from Bozeman is either Finn or the one who did the method.",
     lambda s: s.same("Bozeman", "Finn") != s.same("Bozeman", "method")),
    ("Of the rider who did the rodeo and the one from Durango, one is Callie and the other scored 86 points.",
     lambda s: one_other(s, "rodeo", "Durango", "Callie", "86 points")),
    ("Dmitri isn't from Vail.",
     lambda s: not s.same("Dmitri", "Vail")),
    ("The rider from Aspen scored 8 points less than the one who did the rodeo.",
     lambda s: s.n(P, "Aspen") == s.n(P, "rodeo") - 8),
    ("Bryce didn't score 8 points more than Finn.",
     lambda s: s.n(P, "Bryce") != s.n(P, "Finn") + 8),
    ("Neither Elsa nor the boarder from Vail did the frontflip.",
     lambda s: not s.same("Elsa", "frontflip") and not s.same("Vail", "frontflip")),
    ("The method scored somewhat higher than the frontflip.",
     lambda s: s.n(P, "method") > s.n(P, "frontflip")),
    ("Elsa scored 8 points more than Finn.",
     lambda s: s.n(P, "Elsa") == s.n(P, "Finn") + 8),
    ("The tail grab earned 8 points more than Bryce's trick.",
     lambda s: s.n(P, "tail grab") == s.n(P, "Bryce") + 8),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
