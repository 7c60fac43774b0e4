L = "Lengths"
def l(s, x):
    return s.n(L, x)
NUM = "1."
CATEGORIES = [
    ("Listeners", ["Nadia", "Oskar", "Priya", "Quentin", "Rhiannon"]),
    ("Genres", ["biography", "fantasy", "horror", "romance", "travel"]),
    ("Lengths", ["6.5 hours", "8 hours", "9.5 hours", "11 hours", "12.5 hours"], [65, 80, 95, 110, 125]),
]
SOLUTION = [("Nadia", "horror", "11 hours"), ("Oskar", "travel", "6.5 hours"), ("Priya", "fantasy", "12.5 hours"), ("Quentin", "biography", "8 hours"), ("Rhiannon", "romance", "9.5 hours")]
CLUES = [
    ("The fantasy audiobook is the longest.", lambda s: l(s, "fantasy") == 125),
    ("Oskar's audiobook is 1.5 hours shorter than Quentin's.", lambda s: l(s, "Oskar") == l(s, "Quentin") - 15),
    ("The horror audiobook runs 3 hours longer than the biography.", lambda s: l(s, "horror") == l(s, "biography") + 30),
    ("Neither Nadia nor Rhiannon is listening to the travel book.", lambda s: not s.same("Nadia", "travel") and not s.same("Rhiannon", "travel")),
    ("Rhiannon's audiobook is shorter than Nadia's.", lambda s: l(s, "Rhiannon") < l(s, "Nadia")),
    ("Of Priya and the person whose audiobook lasts 9.5 hours, one chose fantasy and the other chose romance.", lambda s: not s.same("Priya", "9.5 hours") and ((s.same("Priya", "fantasy") and s.same("9.5 hours", "romance")) or (s.same("Priya", "romance") and s.same("9.5 hours", "fantasy")))),
    ("Quentin isn't listening to the romance.", lambda s: not s.same("Quentin", "romance")),
]
QUESTIONS = [("Which genre is Oskar listening to?", lambda s: s.v("Genres", "Oskar"))]
