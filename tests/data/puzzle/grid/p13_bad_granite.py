# Clue 3, "The team from the Granite City finished last.": no city is called
# the Granite City; only outside knowledge (a nickname of Aberdeen) says which.
PL = "Places"
def pl(s, x):
    return s.n(PL, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Captains", ["Ailsa", "Calum", "Morag", "Ruaridh"]),
    ("Cities", ["Aberdeen", "Dundee", "Inverness", "Stirling"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
INTRO = ["Four quiz teams from four Scottish cities met in the final of the Highland Cup, each led by a different captain."]
CLUES = [
    ("Ailsa's team won.", lambda s: pl(s, "Ailsa") == 1),
    ("Calum's team finished one place behind the Stirling team.", lambda s: pl(s, "Calum") == pl(s, "Stirling") + 1),
    ("Morag's team is from Inverness.", lambda s: s.same("Morag", "Inverness")),
    ("Ruaridh's team finished last.", lambda s: pl(s, "Ruaridh") == 4),
]
BAD = "The team from the Granite City finished last."
ORDER = [c_[0] for c_ in CLUES[:2]] + [BAD] + [c_[0] for c_ in CLUES[2:]]
REFUSED = {
    BAD: {
        "as Aberdeen": lambda s: pl(s, "Aberdeen") == 4,
        "as Dundee": lambda s: pl(s, "Dundee") == 4,
        "as Inverness": lambda s: pl(s, "Inverness") == 4,
    },
}
EXPECT = 2
QUESTIONS = [("Which city is Calum's team from?", None)]
REMARKS = INTRO
