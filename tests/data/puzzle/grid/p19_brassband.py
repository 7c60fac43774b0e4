Y = "Year joined"
CATEGORIES = [
    ("Players", ["Alan", "Brenda", "Colin", "Denise"]),
    ("Instruments", ["cornet", "euphonium", "tenor horn", "trombone"]),
    ("Year joined", ["1998", "2003", "2008", "2013"], [1998, 2003, 2008, 2013]),
]
SOLUTION = [
    ["Alan", "trombone", "2008"],
    ["Brenda", "cornet", "1998"],
    ["Colin", "euphonium", "2013"],
    ["Denise", "tenor horn", "2003"],
]
CLUES = [
    ("The cornet player has been in the band the longest.", lambda s: s.n(Y, "cornet") == 1998),
    ("Colin joined ten years after Denise.", lambda s: s.n(Y, "Colin") == s.n(Y, "Denise") + 10),
    ("Alan doesn't play the tenor horn, and he joined after Brenda.",
     lambda s: not s.same("Alan", "tenor horn") and s.n(Y, "Alan") > s.n(Y, "Brenda")),
    ("The euphonium player joined five years after the trombonist.",
     lambda s: s.n(Y, "euphonium") == s.n(Y, "trombone") + 5),
    ("The tenor horn player joined five years after the cornet player.", lambda s: s.n(Y, "tenor horn") == s.n(Y, "cornet") + 5),
    ("Colin doesn't play the trombone.", lambda s: not s.same("Colin", "trombone")),
]
NUM = "."
DOT = False
INTRO = ["Four members of the Millbrook Silver Band were asked which instrument they play and when they joined."]
OUTRO = []
REMARKS = INTRO + OUTRO
