P = "Monthly fees"
D = "Lesson days"
A = "Ages"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Students", ["Bram", "Coral", "Devika", "Nell", "Soren"]),
    ("Teachers", ["Ms. Farrow", "Mr. Gill", "Ms. Hayes", "Mr. Ito", "Ms. Kwan"]),
    ("Monthly fees", ["$18", "$22", "$25", "$29", "$34"], [18, 22, 25, 29, 34]),
    ("Lesson days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
    ("Ages", ["7", "8", "10", "11", "13"], [7, 8, 10, 11, 13]),
]
SOLUTION = [
    ["Bram", "Mr. Ito", "$25", "Thursday", "10"],
    ["Coral", "Ms. Hayes", "$18", "Monday", "7"],
    ["Devika", "Ms. Kwan", "$34", "Wednesday", "13"],
    ["Nell", "Mr. Gill", "$22", "Friday", "8"],
    ["Soren", "Ms. Farrow", "$29", "Tuesday", "11"],
]
CLUES = [
    ("Coral's violin rents for $4 a month less than Nell's.", lambda s: s.n(P, "Coral") == s.n(P, "Nell") - 4),
    ("Mr. Ito's student is 3 years older than Coral.", lambda s: s.n(A, "Mr. Ito") == s.n(A, "Coral") + 3),
    ("Of Soren and Ms. Kwan's student, one pays $34 a month and the other has lessons on Tuesday.",
     lambda s: not s.same("Soren", "Ms. Kwan") and (
         (s.same("Soren", "$34") and s.same("Ms. Kwan", "Tuesday")) or
         (s.same("Ms. Kwan", "$34") and s.same("Soren", "Tuesday")))),
    ("The five students are Bram, Ms. Hayes's student, the one who pays $22, the 13-year-old and the Tuesday student.",
     lambda s: diff(s, "Bram", "Ms. Hayes", "$22", "13", "Tuesday")),
    ("The Friday student is either Nell or the one who pays $29.",
     lambda s: (s.same("Friday", "Nell") or s.same("Friday", "$29")) and not s.same("Nell", "$29")),
    ("Neither Mr. Gill nor Ms. Farrow teaches on Monday.", lambda s: not s.same("Mr. Gill", "Monday") and not s.same("Ms. Farrow", "Monday")),
    ("Bram's lesson is the day after Devika's.", lambda s: s.n(D, "Bram") == s.n(D, "Devika") + 1),
    ("The 8-year-old doesn't pay $7 more than Coral.", lambda s: s.n(P, "8") != s.n(P, "Coral") + 7),
    ("Soren pays more than Bram but less than Devika.", lambda s: s.n(P, "Bram") < s.n(P, "Soren") < s.n(P, "Devika")),
    ("The 11-year-old is taught by Ms. Farrow.", lambda s: s.same("11", "Ms. Farrow")),
    ("Soren is older than Bram.", lambda s: s.n(A, "Soren") > s.n(A, "Bram")),
    ("Nell isn't one of Mr. Ito's students.", lambda s: not s.same("Nell", "Mr. Ito")),
]
NUM = None
DOT = False
INTRO = ["Five young violinists rent their instruments from the music store where they take lessons."]
OUTRO = []
REMARKS = INTRO + OUTRO
