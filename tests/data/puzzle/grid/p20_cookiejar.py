C = "Cookies eaten"
CATEGORIES = [
    ("Kids", ["Kai", "Leah", "Max", "Nora"]),
    ("Cookies", ["chocolate chip", "oatmeal", "peanut butter", "sugar"]),
    ("Cookies eaten", ["1", "2", "3", "4"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Kai", "oatmeal", "3"],
    ["Leah", "sugar", "1"],
    ["Max", "chocolate chip", "4"],
    ["Nora", "peanut butter", "2"],
]
CLUES = [
    ("Max ate the most cookies.", lambda s: s.n(C, "Max") == 4),
    ("Leah ate fewer cookies than anyone else, and they were sugar cookies.", lambda s: s.n(C, "Leah") == 1 and s.same("Leah", "sugar")),
    ("Kai ate one more cookie than Nora.", lambda s: s.n(C, "Kai") == s.n(C, "Nora") + 1),
    ("The peanut butter cookies were not eaten by Kai.", lambda s: not s.same("peanut butter", "Kai")),
    ("Whoever ate the chocolate chip cookies ate twice as many as Nora.", lambda s: s.n(C, "chocolate chip") == 2 * s.n(C, "Nora")),
]
QUESTIONS = [("Which kind of cookie did Kai eat?", lambda s: s.v("Cookies", "Kai"))]
NUM = "."
DOT = False
INTRO = ["Somebody raided the cookie jar! Four kids each ate a different kind of cookie, and no two of them ate the same number."]
OUTRO = []
REMARKS = INTRO + OUTRO
