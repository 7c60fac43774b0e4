T = "Times"
CATEGORIES = [
    ("Runners", ["Alicia", "Brett", "Carmen", "Derek", "Elaine"]),
    ("Costumes", ["acorn", "pie", "pilgrim", "pumpkin", "turkey"]),
    ("Times", ["24 minutes", "26 minutes", "28 minutes", "30 minutes", "32 minutes"], [24, 26, 28, 30, 32]),
]
SOLUTION = [
    ["Alicia", "pie", "28 minutes"],
    ["Brett", "turkey", "24 minutes"],
    ["Carmen", "pilgrim", "32 minutes"],
    ["Derek", "acorn", "26 minutes"],
    ["Elaine", "pumpkin", "30 minutes"],
]
CLUES = [
    ("The runner dressed as a turkey finished in the fastest time.", lambda s: s.n(T, "turkey") == 24),
    ("Derek finished 2 minutes ahead of Alicia.", lambda s: s.n(T, "Derek") == s.n(T, "Alicia") - 2),
    ("Carmen, who didn't dress as a pumpkin or an acorn, was the slowest of the five.",
     lambda s: not s.same("Carmen", "pumpkin") and not s.same("Carmen", "acorn") and s.n(T, "Carmen") == 32),
    ("The runner in the pie costume was 2 minutes faster than the one dressed as a pumpkin.",
     lambda s: s.n(T, "pie") == s.n(T, "pumpkin") - 2),
    ("Neither Brett nor Elaine wore the acorn costume, and Elaine didn't wear the pilgrim costume either.",
     lambda s: not s.same("Brett", "acorn") and not s.same("Elaine", "acorn") and not s.same("Elaine", "pilgrim")),
    ("Brett beat Derek by 2 minutes, and Elaine came in 4 minutes behind Derek.",
     lambda s: s.n(T, "Brett") == s.n(T, "Derek") - 2 and s.n(T, "Elaine") == s.n(T, "Derek") + 4),
]
QUESTIONS = [("Who wore the acorn costume?", lambda s: s.v("Runners", "acorn"))]
NUM = "."
DOT = False
INTRO = ["Five friends ran the Thanksgiving morning Turkey Trot in costume. Each wore a different costume and crossed the finish line in a different time; a faster time means an earlier finish."]
OUTRO = []
REMARKS = INTRO + OUTRO
