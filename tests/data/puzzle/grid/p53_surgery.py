T = "Appointments"
CATEGORIES = [
    ("Patients", ["Mr Akers", "Mrs Bright", "Miss Chalk", "Mr Dale"]),
    ("Doctors", ["Dr Fenwick", "Dr Grey", "Dr Hart", "Dr Irwin"]),
    ("Appointments", ["9.00am", "9.20am", "9.40am", "10.00am"], [540, 560, 580, 600]),
    ("Complaints", ["backache", "cough", "rash", "sprained wrist"]),
]
NUMBERING = "1."
INTRO = [
    "The Riverside Health Centre has four doctors, and on Tuesday morning each of them saw "
    "just one of the four patients below before going out on home visits.",
]
CLUES = [
    ("The patient with the rash had the last appointment, forty minutes after Mr Dale's.",
     lambda s: s.n(T, "rash") == 600 and s.n(T, "Mr Dale") == 560),
    ("Mrs Bright, who saw Dr Fenwick, was seen before the man with backache.",
     lambda s: s.same("Mrs Bright", "Dr Fenwick") and s.n(T, "Mrs Bright") < s.n(T, "backache")),
    ("Dr Grey's patient arrived twenty minutes before Dr Hart's.",
     lambda s: s.n(T, "Dr Grey") == s.n(T, "Dr Hart") - 20),
    ("Mr Akers didn't have a cough, and he wasn't seen by Dr Irwin.",
     lambda s: not s.same("Mr Akers", "cough") and not s.same("Mr Akers", "Dr Irwin")),
    ("Miss Chalk's appointment was later than Mr Akers's.",
     lambda s: s.n(T, "Miss Chalk") > s.n(T, "Mr Akers")),
    ("The sprained wrist was seen to by Dr Hart.", lambda s: s.same("sprained wrist", "Dr Hart")),
]
QUESTIONS = [
    ("At what time was Mr Akers's appointment, and which doctor did he see?",
     lambda s: (s.v(T, "Mr Akers"), s.v("Doctors", "Mr Akers"))),
]
REMARKS = INTRO
