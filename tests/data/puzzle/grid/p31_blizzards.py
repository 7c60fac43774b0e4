Y = "Years"
S = "Snowfall"
CATEGORIES = [
    ("Cities", ["Albany", "Buffalo", "Duluth", "Fargo", "Omaha"]),
    ("Years", ["1978", "1983", "1993", "1996", "2011"], [1978, 1983, 1993, 1996, 2011]),
    ("Snowfall", ["18 inches", "22 inches", "26 inches", "30 inches", "34 inches"], [18, 22, 26, 30, 34]),
    ("Months", ["December", "January", "February", "March", "April"]),
]
SOLUTION = [
    ["Albany", "1993", "26 inches", "March"],
    ["Buffalo", "1978", "34 inches", "January"],
    ["Duluth", "2011", "18 inches", "December"],
    ["Fargo", "1996", "30 inches", "April"],
    ["Omaha", "1983", "22 inches", "February"],
]
CLUES = [
    ("The blizzard of 1996 dropped 4 more inches of snow than Albany's.",
     lambda s: s.n(S, "1996") == s.n(S, "Albany") + 4),
    ("The February storm hit sometime before the Albany storm.",
     lambda s: s.n(Y, "February") < s.n(Y, "Albany")),
    ("Buffalo got the most snow.",
     lambda s: s.n(S, "Buffalo") == 34),
    ("The 18-inch storm was either the 2011 storm or the one in March.",
     lambda s: s.same("18 inches", "2011") != s.same("18 inches", "March")),
    ("Of Fargo's blizzard and the January blizzard, one happened in 1978 and the other dropped 30 inches.",
     lambda s: not s.same("Fargo", "January") and (
         (s.same("Fargo", "1978") and s.same("January", "30 inches"))
         or (s.same("January", "1978") and s.same("Fargo", "30 inches")))),
    ("Neither Duluth nor Omaha had its storm in March.",
     lambda s: not s.same("Duluth", "March") and not s.same("Omaha", "March")),
    ("Omaha's storm dropped 4 inches less than Albany's.",
     lambda s: s.n(S, "Omaha") == s.n(S, "Albany") - 4),
    ("The April blizzard came 3 years after the Albany blizzard.",
     lambda s: s.n(Y, "April") == s.n(Y, "Albany") + 3),
    ("Fargo's blizzard came 18 years after Buffalo's.",
     lambda s: s.n(Y, "Fargo") == s.n(Y, "Buffalo") + 18),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = ["A weather almanac lists five famous blizzards, each in a different city."]
OUTRO = []
REMARKS = INTRO + OUTRO
