A = "Ages"
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CATEGORIES = [
    ("Members", ["Ada", "Bo", "Cass", "Dex", "Eli"]),
    ("Instruments", ["bass", "drums", "keyboard", "saxophone", "vocals"]),
    ("Ages", ["19", "22", "25", "28", "31"], [19, 22, 25, 28, 31]),
]
CLUES = [
    ("The five band members are Ada, the drummer, the 19-year-old, the bass player and Eli.",
     lambda s: distinct(s, "Ada", "drums", "19", "bass", "Eli")),
    ("The drummer is the oldest member of the band.", lambda s: s.n(A, "drums") == 31),
    ("Dex is 3 years older than the keyboard player.", lambda s: s.n(A, "Dex") == s.n(A, "keyboard") + 3),
    ("Cass is younger than Eli, who plays the saxophone.",
     lambda s: s.n(A, "Cass") < s.n(A, "Eli") and s.same("Eli", "saxophone")),
    ("The keyboard player is 6 years younger than Bo.", lambda s: s.n(A, "keyboard") == s.n(A, "Bo") - 6),
    ("Ada doesn't sing.", lambda s: not s.same("Ada", "vocals")),
]
REMARKS = ["A new five-piece band has just played its first concert."]
QUESTIONS = [("How old is the bass player?", lambda s: s.v("Ages", "bass"))]
