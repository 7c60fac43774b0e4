T = "Times"
CATEGORIES = [
    ("Runners", ["Ffion", "Gethin", "Hywel", "Iona", "Jessamy"]),
    ("Clubs", ["Aberfoyle AC", "Brackley Harriers", "Cowden Striders", "Dunmore RC", "Ellesmere Pacers"]),
    ("Times", ["31:40", "32:15", "32:50", "33:25", "34:00"], [1900, 1935, 1970, 2005, 2040]),
]
SOLUTION = [
    ["Ffion", "Cowden Striders", "32:50"],
    ["Gethin", "Aberfoyle AC", "34:00"],
    ["Hywel", "Ellesmere Pacers", "31:40"],
    ["Iona", "Dunmore RC", "33:25"],
    ["Jessamy", "Brackley Harriers", "32:15"],
]
CLUES = [
    ("Hywel crossed the line first.", lambda s: s.n(T, "Hywel") == 1900),
    ("The Dunmore RC runner finished 35 seconds behind Ffion.", lambda s: s.n(T, "Dunmore RC") == s.n(T, "Ffion") + 35),
    ("Gethin, who does not run for Cowden Striders, was the slowest of the five.",
     lambda s: not s.same("Gethin", "Cowden Striders") and s.n(T, "Gethin") == 2040),
    ("Jessamy's time was 1 minute 10 seconds faster than Iona's.", lambda s: s.n(T, "Jessamy") == s.n(T, "Iona") - 70),
    ("The Aberfoyle AC runner was not Iona.", lambda s: not s.same("Aberfoyle AC", "Iona")),
    ("Of Jessamy and Hywel, one runs for Brackley Harriers and the other for Ellesmere Pacers.",
     lambda s: {s.v("Clubs", "Jessamy"), s.v("Clubs", "Hywel")} == {"Brackley Harriers", "Ellesmere Pacers"}),
    ("Ffion beat the Dunmore RC runner but not the Brackley Harriers runner.",
     lambda s: s.n(T, "Ffion") < s.n(T, "Dunmore RC") and s.n(T, "Ffion") > s.n(T, "Brackley Harriers")),
    ("The Ellesmere Pacers runner won the race.", lambda s: s.n(T, "Ellesmere Pacers") == 1900),
]
QUESTIONS = [("Which club does Gethin run for?", lambda s: s.v("Clubs", "Gethin"))]
NUM = ")"
DOT = True
INTRO = ["Results of the under-20 race at the county cross-country championships, 8 km. Times are given in minutes and seconds; a lower time is, of course, a faster run. Five of our correspondents' favourite runners, from five different clubs, finished in the times listed, no two alike."]
OUTRO = []
REMARKS = INTRO + OUTRO
