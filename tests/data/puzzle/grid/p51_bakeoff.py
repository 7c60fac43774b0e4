P = "Places"
CATEGORIES = [
    ("First names", ["Alan", "Brenda", "Colin", "Doreen", "Eric"]),
    ("Surnames", ["Hobbs", "Kerr", "Nuttall", "Pike", "Tate"]),
    ("Bakes", ["Battenberg", "carrot cake", "lardy cake", "lemon drizzle", "parkin"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"]),
]
SOLUTION = [
    ["Alan", "Pike", "parkin", "4th"],
    ["Brenda", "Tate", "lemon drizzle", "1st"],
    ["Colin", "Hobbs", "Battenberg", "3rd"],
    ["Doreen", "Nuttall", "lardy cake", "5th"],
    ["Eric", "Kerr", "carrot cake", "2nd"],
]
CLUES = [
    ("Mrs Tate finished one place higher than the carrot cake.", lambda s: s.n(P, "Tate") == s.n(P, "carrot cake") - 1),
    ("The parkin came one place below Colin's entry.", lambda s: s.n(P, "parkin") == s.n(P, "Colin") + 1),
    ("Eric isn't Mr Pike, and he didn't bake the parkin.",
     lambda s: not s.same("Eric", "Pike") and not s.same("Eric", "parkin")),
    ("Doreen came last, but not with the Battenberg.",
     lambda s: s.n(P, "Doreen") == 5 and not s.same("Doreen", "Battenberg")),
    ("Mr Pike finished one place above Mrs Nuttall.", lambda s: s.n(P, "Pike") == s.n(P, "Nuttall") - 1),
    ("Alan finished below Mr Kerr but above the lardy cake.",
     lambda s: s.n(P, "Kerr") < s.n(P, "Alan") < s.n(P, "lardy cake")),
    ("Brenda was placed higher than Eric.", lambda s: s.n(P, "Brenda") < s.n(P, "Eric")),
    ("Colin's surname is neither Kerr nor Pike.", lambda s: not s.same("Colin", "Kerr") and not s.same("Colin", "Pike")),
    ("The carrot cake was placed higher than the Battenberg, which wasn't Alan's.",
     lambda s: s.n(P, "carrot cake") < s.n(P, "Battenberg") and not s.same("Alan", "Battenberg")),
]
QUESTIONS = [
    ("What is Mrs Nuttall's first name?", lambda s: s.v("First names", "Nuttall")),
    ("Which cake came third?", lambda s: s.v("Bakes", "3rd")),
]
NUM = "."
INTRO = ["The cake competition at Much Wenlow's summer show drew only five entries this year, but the judge still awarded every one of them a place, from first to fifth."]
ASK = "Can you discover the full name of each baker, the cake he or she entered and where it was placed?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
