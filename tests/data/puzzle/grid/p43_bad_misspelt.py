A = "Ages"
CATEGORIES = [
    ("First names", ["Gordon", "Lesley", "Mervyn", "Rhona"]),
    ("Surnames", ["Brennan", "Cowell", "Frew", "Lockhart"]),
    ("Dogs", ["beagle", "boxer", "corgi", "dachshund"]),
    ("Ages", ["2 years", "4 years", "6 years", "8 years"], [2, 4, 6, 8]),
]
CLUES = [
    ("Mr Lockhart's boxer is the oldest dog in the class.",
     lambda s: s.same("Lockhart", "boxer") and s.n(A, "boxer") == 8),
    ("Mervyn, who isn't Mr Lockhart, owns the youngest dog, a beagle.",
     lambda s: not s.same("Mervyn", "Lockhart") and s.n(A, "Mervyn") == 2 and s.same("Mervyn", "beagle")),
    ("Gordon's dog is four years older than Lesley's.", lambda s: s.n(A, "Gordon") == s.n(A, "Lesley") + 4),
    ("The Frew dog is the youngest, and Rhona's surname isn't Brennan.",
     lambda s: s.n(A, "Frew") == 2 and not s.same("Rhona", "Brennan")),
]
BAD = (4, "Mrs Brenan's dog is the corgi.")
REFUSED = {BAD[1]: {
    "'Mrs Brennan's dog is the corgi'": lambda s: s.same("Brennan", "corgi"),
    "'a dog other than Mrs Brennan's is the corgi'": lambda s: not s.same("Brennan", "corgi"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four dogs were entered in the Golden Oldies class at the Kilbarchan fun dog show, each of a different breed and age. "
         "Can you give each owner's full name, the breed of dog and its age?"]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mrs Brenan's dog is the corgi.", must be refused: no owner is
called Brenan; the surnames are Brennan, Cowell, Frew and Lockhart. The name may
be a misprint for Brennan, or may name someone outside the puzzle, and a reader
cannot tell which. Without the clue the puzzle has two solutions (Lesley Brennan
and Rhona Cowell own the corgi and the dachshund, one each). Read as "Mrs
Brennan's dog is the corgi" it gives one of them; read as "a dog other than Mrs
Brennan's is the corgi" it gives the other. A reader that matches the name
loosely answers confidently, and may be wrong."""
