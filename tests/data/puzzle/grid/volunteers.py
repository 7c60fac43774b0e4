D = "Days"
CATEGORIES = [
    ("Volunteers", ["Garth", "Helena", "Ivo", "Jun"]),
    ("Tasks", ["cooking", "driving", "painting", "sorting"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Towns", ["Ashby", "Brill", "Cray", "Dunton"]),
]
CLUES = [
    ("The four volunteers were Ivo, the one from Dunton, the one who did the cooking and the one who came on Wednesday.",
     lambda s: len({s.e("Ivo"), s.e("Dunton"), s.e("cooking"), s.e("Wednesday")}) == 4),
    ("The painter came the day after Jun.", lambda s: s.n(D, "painting") == s.n(D, "Jun") + 1),
    ("Helena came sometime before the volunteer from Brill.", lambda s: s.n(D, "Helena") < s.n(D, "Brill")),
    ("The sorting was done the day after the painting.", lambda s: s.n(D, "sorting") == s.n(D, "painting") + 1),
    ("Of Jun and Garth, one did the cooking and the other came from Cray.",
     lambda s: (s.same("Jun", "cooking") and s.same("Garth", "Cray")) or (s.same("Jun", "Cray") and s.same("Garth", "cooking"))),
    ("Ivo wasn't from Brill.", lambda s: not s.same("Ivo", "Brill")),
]
