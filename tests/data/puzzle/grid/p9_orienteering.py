T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = ""
CATEGORIES = [
    ("Runners", ["Freya", "Gunnar", "Halima", "Ignatius", "Jessamy"]),
    ("Courses", ["blue", "brown", "green", "orange", "yellow"]),
    ("Times", ["38:20", "41:05", "44:50", "47:15", "52:40"], [2300, 2465, 2690, 2835, 3160]),
]
SOLUTION = [("Freya", "green", "44:50"), ("Gunnar", "brown", "52:40"), ("Halima", "blue", "38:20"), ("Ignatius", "yellow", "47:15"), ("Jessamy", "orange", "41:05")]
CLUES = [
    ("Halima posted the fastest time.", lambda s: t(s, "Halima") == 2300),
    ("The runner on the brown course was the slowest.", lambda s: t(s, "brown") == 3160),
    ("Jessamy finished 3 minutes and 45 seconds ahead of Freya.", lambda s: t(s, "Jessamy") == t(s, "Freya") - 225),
    ("Ignatius was 2 minutes 25 seconds slower than Freya.", lambda s: t(s, "Ignatius") == t(s, "Freya") + 145),
    ("The orange course was not run by Halima.", lambda s: not s.same("orange", "Halima")),
    ("Of Gunnar and the runner who clocked 47:15, one ran the yellow course and the other ran the brown course.", lambda s: not s.same("Gunnar", "47:15") and ((s.same("Gunnar", "yellow") and s.same("47:15", "brown")) or (s.same("Gunnar", "brown") and s.same("47:15", "yellow")))),
    ("Freya didn't run the blue course.", lambda s: not s.same("Freya", "blue")),
    ("Jessamy was given the orange course.", lambda s: s.same("Jessamy", "orange")),
]
QUESTIONS = [("Which course did Freya run?", lambda s: s.v("Courses", "Freya"))]
