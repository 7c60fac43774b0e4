K = "Skips"
A = "Ages"
CATEGORIES = [
    ("Skippers", ["Agnes", "Bram", "Clementine", "Dashiell", "Eun-ji"]),
    ("Stones", ["basalt", "flint", "granite", "shale", "slate"]),
    ("Skips", ["11 skips", "14 skips", "17 skips", "20 skips", "23 skips"], [11, 14, 17, 20, 23]),
    ("Ages", ["12", "19", "26", "33", "40"], [12, 19, 26, 33, 40]),
]
SOLUTION = [
    ["Agnes", "slate", "20 skips", "40"],
    ["Bram", "shale", "11 skips", "19"],
    ["Clementine", "basalt", "23 skips", "12"],
    ["Dashiell", "flint", "14 skips", "33"],
    ["Eun-ji", "granite", "17 skips", "26"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The youngest skipper got 6 more skips than Eun-ji.", lambda s: s.n(K, "12") == s.n(K, "Eun-ji") + 6),
    ("The skipper who threw the shale stone is 14 years younger than Dashiell.", lambda s: s.n(A, "shale") == s.n(A, "Dashiell") - 14),
    ("Of Agnes and the flint thrower, one managed 14 skips and the other is the oldest.",
     lambda s: s.e("Agnes") != s.e("flint") and (
         (s.same("Agnes", "14 skips") and s.n(A, "flint") == 40) or
         (s.same("flint", "14 skips") and s.n(A, "Agnes") == 40))),
    ("The granite stone skipped somewhat more times than the flint stone.", lambda s: s.n(K, "granite") > s.n(K, "flint")),
    ("The five skippers are Bram, the basalt thrower, the 33-year-old, the one with 20 skips and the one who threw granite.",
     lambda s: diff(s, "Bram", "basalt", "33", "20 skips", "granite")),
    ("Neither Clementine nor the 26-year-old threw slate.", lambda s: not s.same("Clementine", "slate") and not s.same("26", "slate")),
    ("The slate stone didn't make 6 more skips than the shale stone.", lambda s: s.n(K, "slate") != s.n(K, "shale") + 6),
    ("Either Bram or the 40-year-old had the fewest skips.", lambda s: s.same("Bram", "11 skips") != s.same("40", "11 skips")),
    ("Dashiell is 7 years older than Eun-ji.", lambda s: s.n(A, "Dashiell") == s.n(A, "Eun-ji") + 7),
    ("Clementine is 7 years younger than Bram.", lambda s: s.n(A, "Clementine") == s.n(A, "Bram") - 7),
    ("The basalt stone skipped 3 more times than the slate stone.", lambda s: s.n(K, "basalt") == s.n(K, "slate") + 3),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
