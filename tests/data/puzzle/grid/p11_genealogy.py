# Puzzle-book style: birth years, occupations, villages; "the eldest".
Y = "Born"
def y(s, x):
    return s.n(Y, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Ancestors", ["Ezekiel", "Hepzibah", "Josiah", "Keziah", "Obadiah"]),
    ("Born", ["1798", "1806", "1811", "1824", "1830"], [1798, 1806, 1811, 1824, 1830]),
    ("Trades", ["blacksmith", "cooper", "lacemaker", "miller", "weaver"]),
    ("Villages", ["Ashcombe", "Briar Hill", "Coldharbour", "Dunmere", "Eastwick"]),
]
SOLUTION = [("Ezekiel", "1811", "miller", "Coldharbour"), ("Hepzibah", "1824", "lacemaker", "Ashcombe"),
            ("Josiah", "1798", "blacksmith", "Eastwick"), ("Keziah", "1830", "weaver", "Dunmere"),
            ("Obadiah", "1806", "cooper", "Briar Hill")]
INTRO = ["Marjorie has been tracing her family tree through old parish registers. She has found five ancestors, each born in a different year, each of whom followed a different trade and lived in a different village."]
CLUES = [
    ("The eldest of the five was a blacksmith.", lambda s: y(s, "blacksmith") == 1798),
    ("Hepzibah was born 13 years after Ezekiel.", lambda s: y(s, "Hepzibah") == y(s, "Ezekiel") + 13),
    ("The lacemaker came from Ashcombe.", lambda s: s.same("lacemaker", "Ashcombe")),
    ("Obadiah, a cooper, was born 8 years after Josiah.", lambda s: s.same("Obadiah", "cooper") and y(s, "Obadiah") == y(s, "Josiah") + 8),
    ("The youngest ancestor lived at Dunmere.", lambda s: y(s, "Dunmere") == 1830),
    ("The miller was born earlier than the weaver.", lambda s: y(s, "miller") < y(s, "weaver")),
    ("Of Ezekiel and the ancestor from Eastwick, one was born in 1798 and the other was a miller.",
     lambda s: not s.same("Ezekiel", "Eastwick") and ((y(s, "Ezekiel") == 1798 and s.same("Eastwick", "miller")) or (s.same("Ezekiel", "miller") and y(s, "Eastwick") == 1798))),
    ("Keziah was not a lacemaker.", lambda s: not s.same("Keziah", "lacemaker")),
    ("Obadiah was not from Coldharbour.", lambda s: not s.same("Obadiah", "Coldharbour")),
]
QUESTIONS = [("In which village did Obadiah live?", lambda s: s.v("Villages", "Obadiah"))]
REMARKS = INTRO
