T = "Tickets"
CATEGORIES = [
    ("Players", ["Iris", "Jonah", "Kaia", "Luca", "Mei"]),
    ("Games", ["air hockey", "dance machine", "pinball", "skee-ball", "whack-a-mole"]),
    ("Tickets", ["40", "60", "80", "100", "120"], [40, 60, 80, 100, 120]),
]
SOLUTION = [
    ["Iris", "skee-ball", "100"],
    ["Jonah", "pinball", "40"],
    ["Kaia", "dance machine", "120"],
    ["Luca", "air hockey", "80"],
    ["Mei", "whack-a-mole", "60"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
def neither(s, a, b, x):
    return not s.same(a, b) and not s.same(a, x) and not s.same(b, x)
def distinct(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The skee-ball player won 60 more tickets than Jonah.", lambda s: s.n(T, "skee-ball") == s.n(T, "Jonah") + 60),
    ("Kaia won the most tickets.", lambda s: s.n(T, "Kaia") == 120),
    ("Mei won 20 tickets more than Jonah.", lambda s: s.n(T, "Mei") == s.n(T, "Jonah") + 20),
    ("Luca didn't play pinball or whack-a-mole.", lambda s: not s.same("Luca", "pinball") and not s.same("Luca", "whack-a-mole")),
    ("The air hockey player won fewer tickets than Iris.", lambda s: s.n(T, "air hockey") < s.n(T, "Iris")),
    ("The dance machine player won 40 more tickets than the air hockey player.", lambda s: s.n(T, "dance machine") == s.n(T, "air hockey") + 40),
    ("The air hockey player won 40 more tickets than the pinball player.", lambda s: s.n(T, "air hockey") == s.n(T, "pinball") + 40),
]
NUM = None
DOT = False
INTRO = ["Five friends spent an evening at the arcade, each sticking to one game."]
OUTRO = []
REMARKS = INTRO + OUTRO
