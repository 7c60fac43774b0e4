Y = "Years joined"
CATEGORIES = [
    ("Singers", ["Mrs Ingleby", "Mr Jowett", "Miss Kettle", "Mr Lamb"]),
    ("Voices", ["soprano", "alto", "tenor", "bass"]),
    ("Years joined", ["1985", "1992", "2003", "2011"], [1985, 1992, 2003, 2011]),
]
NUMBERING = None
INTRO = [
    "St Michael's church choir is small but loyal: the four adult members each sing a "
    "different part, and each joined in a different year.",
]
CLUES = [
    ("The soprano is the newest member of the choir.", lambda s: s.n(Y, "soprano") == 2011),
    ("Mr Lamb joined seven years after the alto.",
     lambda s: s.n(Y, "Mr Lamb") == s.n(Y, "alto") + 7),
    ("Mr Jowett has been in the choir longer than Miss Kettle, but not as long as the tenor.",
     lambda s: s.n(Y, "tenor") < s.n(Y, "Mr Jowett") < s.n(Y, "Miss Kettle")),
]
QUESTIONS = [("When did the bass join the choir?", lambda s: s.v(Y, "bass"))]
REMARKS = INTRO
