Y = "Years"
def y(s, x):
    return s.n(Y, x)
CATEGORIES = [
    ("Members", ["Nell", "Rosa", "Tobias", "Ulric"]),
    ("Instruments", ["cello", "flute", "oboe", "viola"]),
    ("Towns", ["Ashby", "Brill", "Cley", "Dunmow"]),
    ("Years", ["2019", "2020", "2021", "2022"], [2019, 2020, 2021, 2022]),
]
WOMEN = ["Nell", "Rosa"]
MEN = ["Tobias", "Ulric"]
CLUES = [
    ("Of the two women, one plays the flute and the other joined in 2021.",
     lambda s: (s.same("Nell", "flute") and s.same("Rosa", "2021"))
     or (s.same("Rosa", "flute") and s.same("Nell", "2021"))),
    ("The man who plays the oboe lives in Ashby.",
     lambda s: s.v("Members", "oboe") in MEN and s.same("oboe", "Ashby")),
    ("The cellist joined a year after the viola player.", lambda s: y(s, "cello") == y(s, "viola") + 1),
    ("Neither of the men lives in Cley.", lambda s: all(not s.same(p, "Cley") for p in MEN)),
    ("Tobias joined the year after Rosa.", lambda s: y(s, "Tobias") == y(s, "Rosa") + 1),
    ("The member from Brill has been with the group the longest.", lambda s: y(s, "Brill") == 2019),
    ("Nell doesn't play the cello.", lambda s: not s.same("Nell", "cello")),
    ("Rosa joined before Nell.", lambda s: y(s, "Rosa") < y(s, "Nell")),
]
REMARKS = ["The Fenwick Wind and String Group has four newer members: two women, Nell and Rosa, and two men, Tobias and Ulric. Each plays a different instrument, lives in a different town and joined in a different year."]
