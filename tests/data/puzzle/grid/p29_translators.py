N = "Pages"
D = "Days"
CATEGORIES = [
    ("Translators", ["Anouk", "Bertrand", "Chiara", "Elif", "Goran"]),
    ("Languages", ["Dutch", "Japanese", "Portuguese", "Swahili", "Turkish"]),
    ("Pages", ["40 pages", "60 pages", "80 pages", "100 pages", "120 pages"], [40, 60, 80, 100, 120]),
    ("Days", ["3 days", "5 days", "7 days", "9 days", "11 days"], [3, 5, 7, 9, 11]),
]
SOLUTION = [
    ["Anouk", "Dutch", "80 pages", "5 days"],
    ["Bertrand", "Portuguese", "120 pages", "11 days"],
    ["Chiara", "Japanese", "40 pages", "9 days"],
    ["Elif", "Turkish", "60 pages", "7 days"],
    ["Goran", "Swahili", "100 pages", "3 days"],
]
CLUES = [
    ("The longest document also took the longest to translate.", lambda s: s.n(D, "120 pages") == 11),
    ("The Japanese job had the fewest pages, but it wasn't the quickest.",
     lambda s: s.n(N, "Japanese") == 40 and s.n(D, "Japanese") != 3),
    ("The job finished in 3 days was 20 pages longer than Anouk's.",
     lambda s: s.n(N, "3 days") == s.n(N, "Anouk") + 20),
    ("Elif took 2 days less than Chiara.", lambda s: s.n(D, "Elif") == s.n(D, "Chiara") - 2),
    ("Of the Dutch job and Goran's, one took 5 days and the other was in Swahili.",
     lambda s: not s.same("Dutch", "Goran") and (
         (s.same("Dutch", "5 days") and s.same("Goran", "Swahili")) or
         (s.same("Goran", "5 days") and s.same("Dutch", "Swahili")))),
    ("Goran's document was 40 pages longer than Elif's.", lambda s: s.n(N, "Goran") == s.n(N, "Elif") + 40),
    ("Bertrand took 6 days longer than Anouk.", lambda s: s.n(D, "Bertrand") == s.n(D, "Anouk") + 6),
    ("The Turkish document is 20 pages shorter than the Dutch one.",
     lambda s: s.n(N, "Turkish") == s.n(N, "Dutch") - 20),
    ("Chiara translated either the Japanese job or the 100-page document.",
     lambda s: s.same("Chiara", "Japanese") != s.same("Chiara", "100 pages")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
