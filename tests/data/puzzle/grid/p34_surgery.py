T = "Times"
CATEGORIES = [
    ("Patients", ["Mr Ashworth", "Mrs Bibi", "Miss Coates", "Mr Dwyer"]),
    ("Doctors", ["Dr Holt", "Dr Iqbal", "Dr Jennings", "Dr Kerr"]),
    ("Times", ["09:10", "09:20", "09:30", "09:40"], [10, 20, 30, 40]),
    ("Complaints", ["bad back", "earache", "rash", "sore throat"]),
]
SOLUTION = [
    ["Mr Ashworth", "Dr Iqbal", "09:30", "bad back"],
    ["Mrs Bibi", "Dr Holt", "09:10", "earache"],
    ["Miss Coates", "Dr Kerr", "09:40", "rash"],
    ["Mr Dwyer", "Dr Jennings", "09:20", "sore throat"],
]
MEN = ["Mr Ashworth", "Mr Dwyer"]
CLUES = [
    ("The first appointment, at 09:10, was with Dr Holt.", lambda s: s.same("09:10", "Dr Holt")),
    ("Mr Ashworth was seen 20 minutes after Mrs Bibi.", lambda s: s.n(T, "Mr Ashworth") == s.n(T, "Mrs Bibi") + 20),
    ("The patient with the rash was seen last, and not by Dr Jennings.",
     lambda s: s.n(T, "rash") == 40 and not s.same("rash", "Dr Jennings")),
    ("Neither of the men had earache.", lambda s: all(not s.same(m, "earache") for m in MEN)),
    ("Dr Iqbal's patient came in 10 minutes after the one with the sore throat.", lambda s: s.n(T, "Dr Iqbal") == s.n(T, "sore throat") + 10),
    ("Mr Dwyer saw Dr Jennings.", lambda s: s.same("Mr Dwyer", "Dr Jennings")),
    ("Mr Dwyer's appointment was ten minutes after Mrs Bibi's.", lambda s: s.n(T, "Mr Dwyer") == s.n(T, "Mrs Bibi") + 10),
    ("Miss Coates had the last appointment, but she wasn't Dr Iqbal's patient.",
     lambda s: s.n(T, "Miss Coates") == 40 and not s.same("Miss Coates", "Dr Iqbal")),
]
QUESTIONS = [("What was wrong with Mr Ashworth?", lambda s: s.v("Complaints", "Mr Ashworth"))]
NUM = "."
DOT = False
INTRO = ["Four patients had appointments at the health centre on Tuesday morning, ten minutes apart, each with a different doctor and each with a different complaint."]
OUTRO = []
REMARKS = INTRO + OUTRO
