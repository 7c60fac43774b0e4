H = "Hours"
R = "Returns"
def h(s, x):
    return s.n(H, x)
def r(s, x):
    return s.n(R, x)
NUM = "1)"
DOT = False
CATEGORIES = [
    ("Renters", ["Gus", "Hana", "Ivo", "Jess"]),
    ("Hours", ["1 hour", "2 hours", "3 hours", "4 hours"], [1, 2, 3, 4]),
    ("Kayaks", ["lime", "orange", "red", "yellow"]),
    ("Returns", ["11:30am", "12:00pm", "12:30pm", "1:00pm"], [690, 720, 750, 780]),
]
SOLUTION = [("Gus", "3 hours", "red", "12:30pm"), ("Hana", "1 hour", "yellow", "11:30am"), ("Ivo", "4 hours", "lime", "1:00pm"), ("Jess", "2 hours", "orange", "12:00pm")]
CLUES = [
    ("The lime kayak was out the longest.", lambda s: h(s, "lime") == 4),
    ("Whoever had the yellow kayak brought it back first.", lambda s: r(s, "yellow") == 690),
    ("Gus rented his kayak for 2 hours longer than Hana.", lambda s: h(s, "Gus") == h(s, "Hana") + 2),
    ("The orange kayak came back 30 minutes before the red one.", lambda s: r(s, "orange") == r(s, "red") - 30),
    ("Jess didn't rent the yellow kayak.", lambda s: not s.same("Jess", "yellow")),
    ("The 4-hour rental came back at 1:00pm.", lambda s: r(s, "4 hours") == 780),
    ("Ivo returned his kayak later than Jess.", lambda s: r(s, "Ivo") > r(s, "Jess")),
    ("Hana rented for just 1 hour.", lambda s: h(s, "Hana") == 1),
    ("Ivo's kayak was lime.", lambda s: s.same("Ivo", "lime")),
    ("Jess brought hers back half an hour before Gus.", lambda s: r(s, "Jess") == r(s, "Gus") - 30),
]
