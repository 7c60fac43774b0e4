M = "Minutes"
CATEGORIES = [
    ("Solvers", ["Ali", "Bea", "Cal", "Dot", "Ezra", "Fay"]),
    ("Themes", ["dinosaurs", "fruit", "insects", "oceans", "space", "sports"]),
    ("Minutes", ["4 minutes", "5 minutes", "6 minutes", "7 minutes", "8 minutes", "9 minutes"], [4, 5, 6, 7, 8, 9]),
]
SOLUTION = [
    ["Ali", "sports", "7 minutes"],
    ["Bea", "oceans", "4 minutes"],
    ["Cal", "dinosaurs", "9 minutes"],
    ["Dot", "space", "5 minutes"],
    ["Ezra", "fruit", "8 minutes"],
    ["Fay", "insects", "6 minutes"],
]
CLUES = [
    ("Bea finished faster than everyone else.", lambda s: s.n(M, "Bea") == 4),
    ("The dinosaur word search took the longest.", lambda s: s.n(M, "dinosaurs") == 9),
    ("Ezra took 3 minutes longer than Dot.", lambda s: s.n(M, "Ezra") == s.n(M, "Dot") + 3),
    ("The space puzzle was finished 1 minute after the oceans puzzle.", lambda s: s.n(M, "space") == s.n(M, "oceans") + 1),
    ("Ali needed 1 minute less than the student who did the fruit puzzle.", lambda s: s.n(M, "Ali") == s.n(M, "fruit") - 1),
    ("Fay didn't do the sports puzzle.", lambda s: not s.same("Fay", "sports")),
    ("Either Fay or Ali had the insects puzzle.", lambda s: s.same("Fay", "insects") or s.same("Ali", "insects")),
    ("Fay finished before Ali.", lambda s: s.n(M, "Fay") < s.n(M, "Ali")),
    ("Cal took longer than Ezra.", lambda s: s.n(M, "Cal") > s.n(M, "Ezra")),
    ("Bea's theme wasn't sports.", lambda s: not s.same("Bea", "sports")),
]
QUESTIONS = [("Which puzzle did Cal do?", lambda s: s.v("Themes", "Cal"))]
NUM = "."
INTRO = ["Six students raced to finish a word search during indoor recess. Each had a puzzle with a different theme, and no two finished in the same number of minutes."]
OUTRO = []
REMARKS = INTRO + OUTRO
