N = "Class sizes"
T = "Times"
CATEGORIES = [
    ("Instructors", ["Anton", "Brooke", "Chet", "Dana"]),
    ("Slopes", ["Bear Run", "Eagle Ridge", "Fox Hollow", "Timberline"]),
    ("Class sizes", ["3 students", "5 students", "7 students", "9 students"], [3, 5, 7, 9]),
    ("Times", ["9:00 a.m.", "10:00 a.m.", "11:00 a.m.", "noon"], [540, 600, 660, 720]),
]
SOLUTION = [
    ["Anton", "Fox Hollow", "7 students", "noon"],
    ["Brooke", "Timberline", "3 students", "10:00 a.m."],
    ["Chet", "Bear Run", "9 students", "9:00 a.m."],
    ["Dana", "Eagle Ridge", "5 students", "11:00 a.m."],
]
CLUES = [
    ("The largest class met first.", lambda s: s.n(T, "9 students") == 540),
    ("Dana's class had 2 more students than Brooke's.", lambda s: s.n(N, "Dana") == s.n(N, "Brooke") + 2),
    ("The Eagle Ridge lesson started an hour after Brooke's.", lambda s: s.n(T, "Eagle Ridge") == s.n(T, "Brooke") + 60),
    ("Anton didn't teach on Bear Run or Timberline.",
     lambda s: not s.same("Anton", "Bear Run") and not s.same("Anton", "Timberline")),
    ("The lesson on Timberline had the fewest students.", lambda s: s.n(N, "Timberline") == 3),
    ("Anton's class was bigger than Dana's.", lambda s: s.n(N, "Anton") > s.n(N, "Dana")),
    ("The last lesson of the day was on Fox Hollow.", lambda s: s.n(T, "Fox Hollow") == 720),
    ("Dana's lesson started before Anton's.", lambda s: s.n(T, "Dana") < s.n(T, "Anton")),
]
NUM = "."
DOT = False
INTRO = [
    "Ski School",
    "Four instructors at Snow Valley Lodge each taught one group lesson on Saturday, one lesson an hour starting at 9:00 a.m. Every lesson was held on a different slope and had a different number of students. Determine each instructor's slope, class size, and lesson time.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
