Y = "Years"
T = "Times"
CATEGORIES = [
    ("Regulars", ["Arnie", "Bev", "Frankie", "Glenda"]),
    ("Songs", ["Blue Moon Highway", "Dance All Night", "Lonesome Train", "Sugar Pie"]),
    ("Years", ["1956", "1959", "1961", "1964"], [1956, 1959, 1961, 1964]),
    ("Times", ["6:10 PM", "6:25 PM", "6:40 PM", "6:55 PM"], [1090, 1105, 1120, 1135]),
]
SOLUTION = [
    ["Arnie", "Lonesome Train", "1956", "6:40 PM"],
    ["Bev", "Sugar Pie", "1961", "6:10 PM"],
    ["Frankie", "Dance All Night", "1964", "6:55 PM"],
    ["Glenda", "Blue Moon Highway", "1959", "6:25 PM"],
]
CLUES = [
    ("The newest song was played last.", lambda s: s.n(T, "1964") == 1135),
    ("Bev's song played 15 minutes before Glenda's.", lambda s: s.n(T, "Bev") == s.n(T, "Glenda") - 15),
    ("\u201cLonesome Train\u201d was a hit three years before Glenda's pick.",
     lambda s: s.n(Y, "Lonesome Train") == s.n(Y, "Glenda") - 3),
    ("Arnie's song, which wasn't \u201cSugar Pie,\u201d was the oldest of the four.",
     lambda s: not s.same("Arnie", "Sugar Pie") and s.n(Y, "Arnie") == 1956),
    ("Frankie's song played fifteen minutes after Arnie's.", lambda s: s.n(T, "Frankie") == s.n(T, "Arnie") + 15),
    ("\u201cDance All Night\u201d was a hit five years after \u201cBlue Moon Highway.\u201d",
     lambda s: s.n(Y, "Dance All Night") == s.n(Y, "Blue Moon Highway") + 5),
]
NUM = "."
DOT = False
INTRO = [
    "Nickels in the Jukebox",
    "On a slow Thursday evening at Mel's Diner, four regulars each dropped a coin into the jukebox and picked one song. Each song had been a hit in a different year, and each played at a different time. Determine which song each regular chose, the year it was a hit, and when it played.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
