E = "Errors"
CATEGORIES = [
    ("Churches", ["All Saints", "St Giles", "St Mary's", "St Peter's"]),
    ("Villages", ["Coldharbour", "Fennick", "Longmoor", "Wetherden"]),
    ("Winders", ["Mr Cope", "Mr Dunn", "Mrs Ewart", "Mr Fry"]),
    ("Errors", ["3 minutes slow", "1 minute slow", "1 minute fast", "3 minutes fast"], [-3, -1, 1, 3]),
]
SOLUTION = [
    ["All Saints", "Fennick", "Mrs Ewart", "1 minute fast"],
    ["St Giles", "Longmoor", "Mr Cope", "3 minutes slow"],
    ["St Mary's", "Wetherden", "Mr Fry", "3 minutes fast"],
    ["St Peter's", "Coldharbour", "Mr Dunn", "1 minute slow"],
]
CLUES = [
    ("The clock at Wetherden was the furthest ahead.", lambda s: s.n(E, "Wetherden") == 3),
    ("Mr Cope's clock was two minutes behind Mr Dunn's.", lambda s: s.n(E, "Mr Cope") == s.n(E, "Mr Dunn") - 2),
    ("St Giles, which isn't in Fennick, was running slow.", lambda s: not s.same("St Giles", "Fennick") and s.n(E, "St Giles") < 0),
    ("Mrs Ewart winds the clock at All Saints, which was 2 minutes ahead of St Peter's.",
     lambda s: s.same("Mrs Ewart", "All Saints") and s.n(E, "All Saints") == s.n(E, "St Peter's") + 2),
    ("Mr Fry doesn't look after the Longmoor clock.", lambda s: not s.same("Mr Fry", "Longmoor")),
    ("Mr Dunn's clock was slow.", lambda s: s.n(E, "Mr Dunn") < 0),
    ("The St Mary's clock was further ahead than the one Mrs Ewart winds.", lambda s: s.n(E, "St Mary's") > s.n(E, "Mrs Ewart")),
    ("Mr Cope's church isn't at Coldharbour, and St Peter's isn't at Fennick.",
     lambda s: not s.same("Mr Cope", "Coldharbour") and not s.same("St Peter's", "Fennick")),
]
QUESTIONS = [("In which village is St Peter's?", lambda s: s.v("Villages", "St Peter's"))]
NUM = "."
INTRO = ["Each of four village churches in the Waveney valley has a tower clock that is wound by hand once a week by a volunteer.",
         "On Sunday at noon by the wireless pips, each clock was found to be out by a different amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
