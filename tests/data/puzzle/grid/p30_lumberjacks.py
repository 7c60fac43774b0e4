T = "Times"
CATEGORIES = [
    ("Competitors", ["Axel", "Bjorn", "Cord", "Dusty", "Gunnar"]),
    ("Events", ["axe throw", "log roll", "pole climb", "springboard", "underhand chop"]),
    ("Times", ["18 seconds", "21 seconds", "24 seconds", "27 seconds", "30 seconds"], [18, 21, 24, 27, 30]),
]
SOLUTION = [
    ["Axel", "pole climb", "24 seconds"],
    ["Bjorn", "underhand chop", "18 seconds"],
    ["Cord", "log roll", "30 seconds"],
    ["Dusty", "axe throw", "21 seconds"],
    ["Gunnar", "springboard", "27 seconds"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The fastest time was posted in the underhand chop.",
     lambda s: s.same("18 seconds", "underhand chop")),
    ("Gunnar took 6 seconds longer than Dusty.",
     lambda s: s.n(T, "Gunnar") == s.n(T, "Dusty") + 6),
    ("The log roll took 6 seconds longer than the pole climb.",
     lambda s: s.n(T, "log roll") == s.n(T, "pole climb") + 6),
    ("Of Axel and the competitor in the axe throw, one finished in 21 seconds and the other in 24 seconds.",
     lambda s: one_other(s, "Axel", "axe throw", "21 seconds", "24 seconds")),
    ("The 27-second time was set by either Cord or the springboard competitor.",
     lambda s: s.same("27 seconds", "Cord") != s.same("27 seconds", "springboard")),
    ("Neither Bjorn nor Cord entered the axe throw.",
     lambda s: not s.same("Bjorn", "axe throw") and not s.same("Cord", "axe throw")),
    ("Dusty was faster than Axel.",
     lambda s: s.n(T, "Dusty") < s.n(T, "Axel")),
    ("Nobody was faster than Bjorn.",
     lambda s: s.n(T, "Bjorn") == 18),
]
NUM = "."
DOT = False
INTRO = ["At the timber show, five lumberjacks each entered a different event."]
OUTRO = []
REMARKS = INTRO + OUTRO
