M = "Durations"
CATEGORIES = [
    ("Drivers", ["Agnes", "Bastian", "Clementine", "Dougal", "Esme"]),
    ("Horses", ["Duchess", "Hercules", "Marigold", "Thistle", "Ziggy"]),
    ("Routes", ["castle", "harbor", "lakeside", "old town", "park"]),
    ("Durations", ["20 minutes", "30 minutes", "40 minutes", "50 minutes", "60 minutes"], [20, 30, 40, 50, 60]),
]
SOLUTION = [
    ["Agnes", "Thistle", "harbor", "40 minutes"],
    ["Bastian", "Hercules", "park", "60 minutes"],
    ["Clementine", "Ziggy", "old town", "20 minutes"],
    ["Dougal", "Marigold", "castle", "50 minutes"],
    ["Esme", "Duchess", "lakeside", "30 minutes"],
]
CLUES = [
    ("The ride pulled by Marigold lasted 10 minutes longer than Agnes's ride.", lambda s: s.n(M, "Marigold") == s.n(M, "Agnes") + 10),
    ("Bastian drove the longest ride.", lambda s: s.n(M, "Bastian") == 60),
    ("The lakeside ride was 10 minutes longer than the old town ride.", lambda s: s.n(M, "lakeside") == s.n(M, "old town") + 10),
    ("The 40-minute ride is either the harbor ride or the one pulled by Duchess.", lambda s: s.same("40 minutes", "harbor") != s.same("40 minutes", "Duchess")),
    ("Of Clementine and the driver of the castle ride, one drove Ziggy and the other drove the 50-minute ride.",
     lambda s: not s.same("Clementine", "castle") and (
         (s.same("Clementine", "Ziggy") and s.same("castle", "50 minutes")) or (s.same("castle", "Ziggy") and s.same("Clementine", "50 minutes")))),
    ("Neither Esme nor Agnes drove Hercules.", lambda s: not s.same("Esme", "Hercules") and not s.same("Agnes", "Hercules")),
    ("The ride pulled by Thistle lasted 20 minutes less than the park ride.", lambda s: s.n(M, "Thistle") == s.n(M, "park") - 20),
    ("The five drivers are Bastian, the one with Thistle, the driver of the lakeside ride, the driver of the 20-minute ride and Dougal.",
     lambda s: len({s.e("Bastian"), s.e("Thistle"), s.e("lakeside"), s.e("20 minutes"), s.e("Dougal")}) == 5),
    ("Esme's ride lasted 10 minutes longer than Clementine's.", lambda s: s.n(M, "Esme") == s.n(M, "Clementine") + 10),
]
QUESTIONS = [("Which horse pulled the lakeside ride?", lambda s: s.v("Horses", "lakeside"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
