Y = "Launch years"
A = "Altitudes"
CATEGORIES = [
    ("Satellites", ["Aurora", "Halcyon", "Kestrel", "Meridian", "Sentinel"]),
    ("Launch years", ["2009", "2011", "2013", "2015", "2017"], [2009, 2011, 2013, 2015, 2017]),
    ("Altitudes", ["450 km", "600 km", "750 km", "900 km", "1050 km"], [450, 600, 750, 900, 1050]),
    ("Purposes", ["mapping", "navigation", "research", "television", "weather"]),
]
SOLUTION = [
    ["Aurora", "2013", "900 km", "weather"],
    ["Halcyon", "2009", "600 km", "research"],
    ["Kestrel", "2017", "450 km", "mapping"],
    ["Meridian", "2011", "1050 km", "navigation"],
    ["Sentinel", "2015", "750 km", "television"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The weather satellite was launched 2 years after Meridian.",
     lambda s: s.n(Y, "weather") == s.n(Y, "Meridian") + 2),
    ("Kestrel orbits 300 km lower than the television satellite.",
     lambda s: s.n(A, "Kestrel") == s.n(A, "television") - 300),
    ("The satellite launched in 2009 is either the research satellite or the one orbiting at 1050 km.",
     lambda s: s.same("2009", "research") != s.same("2009", "1050 km")),
    ("Of Sentinel and the satellite at 900 km, one was launched in 2013 and the other is used for television.",
     lambda s: one_other(s, "Sentinel", "900 km", "2013", "television")),
    ("The most recent launch was the mapping satellite.",
     lambda s: s.same("2017", "mapping")),
    ("Neither Halcyon nor Kestrel is used for navigation.",
     lambda s: not s.same("Halcyon", "navigation") and not s.same("Kestrel", "navigation")),
    ("The navigation satellite orbits higher than all the others.",
     lambda s: s.same("navigation", "1050 km")),
    ("Sentinel didn't go up 4 years after Aurora.",
     lambda s: s.n(Y, "Sentinel") != s.n(Y, "Aurora") + 4),
    ("Halcyon orbits 150 km lower than Sentinel.",
     lambda s: s.n(A, "Halcyon") == s.n(A, "Sentinel") - 150),
    ("The research satellite was launched before the one at 1050 km.",
     lambda s: s.n(Y, "research") < s.n(Y, "1050 km")),
    ("Aurora was launched 4 years before Kestrel.",
     lambda s: s.n(Y, "Aurora") == s.n(Y, "Kestrel") - 4),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
