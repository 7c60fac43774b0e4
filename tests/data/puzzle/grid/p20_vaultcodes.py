M = "Minutes"
CATEGORIES = [
    ("Players", ["Fern", "Gus", "Hana", "Ivan"]),
    ("Locks", ["brass padlock", "cash box", "desk drawer", "cipher wheel"]),
    ("Hints", ["mirror", "clock", "painting", "rug"]),
    ("Minutes", ["4 minutes", "6 minutes", "9 minutes", "11 minutes"], [4, 6, 9, 11]),
]
SOLUTION = [
    ["Fern", "cash box", "clock", "9 minutes"],
    ["Gus", "cipher wheel", "rug", "4 minutes"],
    ["Hana", "brass padlock", "painting", "11 minutes"],
    ["Ivan", "desk drawer", "mirror", "6 minutes"],
]
CLUES = [
    ("Gus cracked his lock the fastest of all.", lambda s: s.n(M, "Gus") == 4),
    ("The hint hidden behind the painting led to the lock that took the longest to open.", lambda s: s.n(M, "painting") == 11),
    ("Whoever opened the desk drawer took 3 minutes less than Fern.", lambda s: s.n(M, "desk drawer") == s.n(M, "Fern") - 3),
    ("Hana didn't use the mirror, and Ivan didn't use the rug.", lambda s: not s.same("Hana", "mirror") and not s.same("Ivan", "rug")),
    ("The cipher wheel took two minutes less than the desk drawer.", lambda s: s.n(M, "cipher wheel") == s.n(M, "desk drawer") - 2),
    ("Of Fern and Hana, one opened the brass padlock and the other found the hint on the clock.",
     lambda s: (s.same("Fern", "brass padlock") and s.same("Hana", "clock")) or (s.same("Hana", "brass padlock") and s.same("Fern", "clock"))),
    ("Ivan got his lock open quicker than Hana did.", lambda s: s.n(M, "Ivan") < s.n(M, "Hana")),
    ("The cash box was not opened with the mirror hint.", lambda s: not s.same("cash box", "mirror")),
]
QUESTIONS = [("Which lock did Ivan open?", lambda s: s.v("Locks", "Ivan"))]
NUM = None
DOT = False
INTRO = ["We did an escape room last weekend and it was brilliant! There were four locks, and each of us found one hint and used it to open one lock. I timed how long each of us took.",
         "See if you can work out who opened what."]
OUTRO = ["(No two of us found the same hint, and no two locks took the same time.)"]
REMARKS = INTRO + OUTRO
