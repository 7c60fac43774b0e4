N = "Lamps"
T = "Start times"
CATEGORIES = [
    ("Lamplighters", ["Abner", "Bridget", "Cornelius", "Dorcas", "Ezra"]),
    ("Streets", ["Bell Lane", "Cooper Row", "Fleet Street", "Mill Street", "Quay Road"]),
    ("Lamps", ["24 lamps", "30 lamps", "36 lamps", "42 lamps", "48 lamps"], [24, 30, 36, 42, 48]),
    ("Start times", ["5:00 pm", "5:15 pm", "5:30 pm", "5:45 pm", "6:00 pm"], [1020, 1035, 1050, 1065, 1080]),
]
SOLUTION = [
    ["Abner", "Mill Street", "36 lamps", "6:00 pm"],
    ["Bridget", "Quay Road", "24 lamps", "5:15 pm"],
    ["Cornelius", "Bell Lane", "48 lamps", "5:30 pm"],
    ["Dorcas", "Fleet Street", "30 lamps", "5:00 pm"],
    ["Ezra", "Cooper Row", "42 lamps", "5:45 pm"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The lamplighter who started at 5:45 pm lit 6 more lamps than Abner.", lambda s: s.n(N, "5:45 pm") == s.n(N, "Abner") + 6),
    ("The Fleet Street round began 15 minutes before Bridget's.", lambda s: s.n(T, "Fleet Street") == s.n(T, "Bridget") - 15),
    ("Of Cornelius and the lamplighter on Quay Road, one lit 48 lamps and the other started at 5:15 pm.",
     lambda s: s.e("Cornelius") != s.e("Quay Road") and (
         (s.same("Cornelius", "48 lamps") and s.same("Quay Road", "5:15 pm")) or
         (s.same("Quay Road", "48 lamps") and s.same("Cornelius", "5:15 pm")))),
    ("The person who lit the fewest lamps didn't start at 5:00 pm.", lambda s: not s.same("24 lamps", "5:00 pm")),
    ("Ezra started sometime after the lamplighter on Bell Lane.", lambda s: s.n(T, "Ezra") > s.n(T, "Bell Lane")),
    ("The Mill Street lamplighter was the last to start.", lambda s: s.n(T, "Mill Street") == 1080),
    ("Neither Dorcas nor the lamplighter who lit 42 lamps worked Bell Lane.",
     lambda s: not s.same("Dorcas", "Bell Lane") and not s.same("42 lamps", "Bell Lane")),
    ("The five lamplighters are Dorcas, the one on Cooper Row, the one who lit 36 lamps, the one who started at 5:15 pm and the one on Bell Lane.",
     lambda s: diff(s, "Dorcas", "Cooper Row", "36 lamps", "5:15 pm", "Bell Lane")),
    ("The Cooper Row lamplighter lit 12 more lamps than Dorcas.", lambda s: s.n(N, "Cooper Row") == s.n(N, "Dorcas") + 12),
    ("Cornelius started 30 minutes after Dorcas.", lambda s: s.n(T, "Cornelius") == s.n(T, "Dorcas") + 30),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
