Y = "Released"
M = "Months"
CATEGORIES = [
    ("Restorers", ["Agathe", "Bjorn", "Chiara", "Dev", "Esther"]),
    ("Films", ["Iron Bride", "Moonlight Harbor", "Paper Lanterns", "Seventh Gate", "Winter Carnival"]),
    ("Released", ["1921", "1924", "1927", "1930", "1933"], [1921, 1924, 1927, 1930, 1933]),
    ("Months", ["5 months", "8 months", "11 months", "14 months", "17 months"], [5, 8, 11, 14, 17]),
]
SOLUTION = [
    ["Agathe", "Seventh Gate", "1927", "14 months"],
    ["Bjorn", "Paper Lanterns", "1921", "8 months"],
    ["Chiara", "Winter Carnival", "1933", "5 months"],
    ["Dev", "Iron Bride", "1924", "17 months"],
    ["Esther", "Moonlight Harbor", "1930", "11 months"],
]
CLUES = [
    ("The 1930 film took 3 months less to restore than Agathe's.",
     lambda s: s.n(M, "1930") == s.n(M, "Agathe") - 3),
    ("The oldest film was restored by Bjorn.", lambda s: s.same("1921", "Bjorn")),
    ("Iron Bride took the longest to restore, and it was released 3 years after Paper Lanterns.",
     lambda s: s.n(M, "Iron Bride") == 17 and s.n(Y, "Iron Bride") == s.n(Y, "Paper Lanterns") + 3),
    ("Chiara's film is the most recent, and her restoration was the quickest.",
     lambda s: s.n(Y, "Chiara") == 1933 and s.n(M, "Chiara") == 5),
    ("Neither Esther nor the restorer of Seventh Gate worked on Winter Carnival.",
     lambda s: not s.same("Esther", "Winter Carnival") and not s.same("Seventh Gate", "Winter Carnival")),
    ("Of Dev and the restorer of Moonlight Harbor, one spent 11 months on the job and the other worked on the 1924 film.",
     lambda s: not s.same("Dev", "Moonlight Harbor") and (
         (s.same("Dev", "11 months") and s.same("Moonlight Harbor", "1924")) or
         (s.same("Moonlight Harbor", "11 months") and s.same("Dev", "1924")))),
    ("Agathe's film came out 3 years before Esther's.", lambda s: s.n(Y, "Agathe") == s.n(Y, "Esther") - 3),
    ("Bjorn's restoration didn't take longer than Esther's.", lambda s: not s.n(M, "Bjorn") > s.n(M, "Esther")),
    ("Seventh Gate, which wasn't restored by Chiara, came out in 1927.",
     lambda s: not s.same("Seventh Gate", "Chiara") and s.same("Seventh Gate", "1927")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
