A = "Ages"
CATEGORIES = [
    ("First names", ["Janet", "Karen", "Lois", "Peggy", "Sue"]),
    ("Last names", ["Baird", "Engel", "Hoyt", "Marsh", "Wolfe"]),
    ("Dresses", ["lavender", "peach", "pink", "sea green", "yellow"]),
    ("Ages", ["22", "24", "26", "28", "30"], [22, 24, 26, 28, 30]),
]
SOLUTION = [
    ["Janet", "Hoyt", "peach", "26"],
    ["Karen", "Wolfe", "yellow", "22"],
    ["Lois", "Baird", "lavender", "30"],
    ["Peggy", "Engel", "pink", "24"],
    ["Sue", "Marsh", "sea green", "28"],
]
CLUES = [
    ("The bridesmaid in peach is two years older than Miss Engel.", lambda s: s.n(A, "peach") == s.n(A, "Engel") + 2),
    ("Lois, the oldest of the five, isn't Miss Marsh.", lambda s: s.n(A, "Lois") == 30 and not s.same("Lois", "Marsh")),
    ("Miss Wolfe, who wore yellow, is the youngest.", lambda s: s.same("Wolfe", "yellow") and s.n(A, "Wolfe") == 22),
    ("Sue is two years older than Janet.", lambda s: s.n(A, "Sue") == s.n(A, "Janet") + 2),
    ("Neither Peggy nor Miss Hoyt wore lavender or sea green.",
     lambda s: all(not s.same(p, d) for p in ("Peggy", "Hoyt") for d in ("lavender", "sea green"))),
    ("The woman in lavender is Miss Baird.", lambda s: s.same("lavender", "Baird")),
    ("Peggy is younger than Janet but older than Karen.", lambda s: s.n(A, "Karen") < s.n(A, "Peggy") < s.n(A, "Janet")),
    ("Janet didn't wear lavender, and Lois didn't wear peach.", lambda s: not s.same("Janet", "lavender") and not s.same("Lois", "peach")),
    ("The bridesmaid in sea green is older than the one in peach.", lambda s: s.n(A, "sea green") > s.n(A, "peach")),
]
QUESTIONS = [("How old is Miss Hoyt?", lambda s: s.v(A, "Hoyt"))]
NUM = "."
DOT = False
INTRO = ["When Nancy Fuller married last June, five of her friends stood up with her as bridesmaids. Each wore a gown of a different color, and no two were the same age. From the clues, can you determine each bridesmaid's full name, the color of her gown, and her age?"]
OUTRO = []
REMARKS = INTRO + OUTRO
