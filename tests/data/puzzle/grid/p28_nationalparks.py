Y = "Years"
M = "Trails"
CATEGORIES = [
    ("Rangers", ["Greer", "Hamish", "Ingrid", "Jethro", "Keiko"]),
    ("Parks", ["Arches", "Big Bend", "Glacier", "Olympic", "Zion"]),
    ("Years", ["2012", "2014", "2016", "2018", "2020"], [2012, 2014, 2016, 2018, 2020]),
    ("Trails", ["12 miles", "18 miles", "24 miles", "30 miles", "36 miles"], [12, 18, 24, 30, 36]),
]
SOLUTION = [
    ["Greer", "Olympic", "2016", "30 miles"],
    ["Hamish", "Zion", "2012", "18 miles"],
    ["Ingrid", "Glacier", "2020", "36 miles"],
    ["Jethro", "Arches", "2014", "12 miles"],
    ["Keiko", "Big Bend", "2018", "24 miles"],
]
CLUES = [
    ("The ranger at Zion started 4 years before Greer.",
     lambda s: s.n(Y, "Zion") == s.n(Y, "Greer") - 4),
    ("The ranger who started in 2018 maintains 6 more miles of trail than Hamish.",
     lambda s: s.n(M, "2018") == s.n(M, "Hamish") + 6),
    ("Of Ingrid and the ranger who maintains 12 miles, one works at Glacier and the other started in 2014.",
     lambda s: not s.same("Ingrid", "12 miles") and (
         (s.same("Ingrid", "Glacier") and s.same("12 miles", "2014")) or
         (s.same("Ingrid", "2014") and s.same("12 miles", "Glacier")))),
    ("The five rangers are Keiko, the one at Olympic, the ranger who started in 2012, the one who maintains 36 miles and Jethro.",
     lambda s: len({s.e(x) for x in ["Keiko", "Olympic", "2012", "36 miles", "Jethro"]}) == 5),
    ("Neither Jethro nor the Olympic ranger started in 2020.",
     lambda s: not s.same("Jethro", "2020") and not s.same("Olympic", "2020")),
    ("The Big Bend ranger is either Keiko or the one who started in 2016.",
     lambda s: s.same("Big Bend", "Keiko") != s.same("Big Bend", "2016")),
    ("Greer doesn't maintain 6 fewer miles than Keiko.",
     lambda s: s.n(M, "Greer") != s.n(M, "Keiko") - 6),
    ("The Arches ranger started sometime before the Big Bend ranger.",
     lambda s: s.n(Y, "Arches") < s.n(Y, "Big Bend")),
    ("Greer maintains 12 more miles of trail than Hamish.",
     lambda s: s.n(M, "Greer") == s.n(M, "Hamish") + 12),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
