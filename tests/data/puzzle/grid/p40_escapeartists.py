D = "Dates"
T = "Times"
CATEGORIES = [
    ("Artists", ["Fenwick", "Gisela", "Horatio", "Ines", "Jabari"]),
    ("Restraints", ["chains", "handcuffs", "milk can", "straitjacket", "water tank"]),
    ("Venues", ["Alder Hall", "Bijou", "Crown Pier", "Drake Arena", "Empire Club"]),
    ("Dates", ["June 2", "June 9", "June 16", "June 23", "June 30"], [2, 9, 16, 23, 30]),
    ("Times", ["90 seconds", "120 seconds", "150 seconds", "180 seconds", "210 seconds"], [90, 120, 150, 180, 210]),
]
SOLUTION = [
    ["Fenwick", "milk can", "Crown Pier", "June 16", "150 seconds"],
    ["Gisela", "straitjacket", "Empire Club", "June 2", "210 seconds"],
    ["Horatio", "handcuffs", "Alder Hall", "June 30", "90 seconds"],
    ["Ines", "water tank", "Drake Arena", "June 9", "180 seconds"],
    ["Jabari", "chains", "Bijou", "June 23", "120 seconds"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The escape at the Bijou was performed one week after Fenwick's.", lambda s: s.n(D, "Bijou") == s.n(D, "Fenwick") + 7),
    ("The straitjacket escape took 90 seconds longer than the Bijou escape.", lambda s: s.n(T, "straitjacket") == s.n(T, "Bijou") + 90),
    ("Of Horatio and the artist who escaped from the water tank, one performed at Alder Hall and the other performed on June 9.",
     lambda s: s.e("Horatio") != s.e("water tank") and (
         (s.same("Horatio", "Alder Hall") and s.same("water tank", "June 9")) or
         (s.same("water tank", "Alder Hall") and s.same("Horatio", "June 9")))),
    ("The five artists are Gisela, the one who escaped from chains, the one at Crown Pier, the one who performed on June 9 and the one whose escape took 90 seconds.",
     lambda s: diff(s, "Gisela", "chains", "Crown Pier", "June 9", "90 seconds")),
    ("The quickest escape was the last one to be performed.", lambda s: s.same("90 seconds", "June 30")),
    ("Neither the milk can escape nor Jabari's escape was at the Empire Club.",
     lambda s: not s.same("milk can", "Empire Club") and not s.same("Jabari", "Empire Club")),
    ("The June 2 escape took somewhat longer than Ines's.", lambda s: s.n(T, "June 2") > s.n(T, "Ines")),
    ("The handcuffs escape wasn't at Drake Arena.", lambda s: not s.same("handcuffs", "Drake Arena")),
    ("Either the escape at Drake Arena or the one at the Empire Club was performed on June 2.",
     lambda s: s.same("Drake Arena", "June 2") != s.same("Empire Club", "June 2")),
    ("Ines's escape took 30 seconds longer than Fenwick's.", lambda s: s.n(T, "Ines") == s.n(T, "Fenwick") + 30),
    ("The chains escape was performed 2 weeks after the water tank escape.", lambda s: s.n(D, "chains") == s.n(D, "water tank") + 14),
    ("The handcuffs escape was performed sometime after the milk can escape.", lambda s: s.n(D, "handcuffs") > s.n(D, "milk can")),
    ("The Drake Arena escape took 30 seconds less than the Empire Club escape.", lambda s: s.n(T, "Drake Arena") == s.n(T, "Empire Club") - 30),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
