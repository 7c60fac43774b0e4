S = "Scores"
def sc(s, x):
    return s.n(S, x)
NUM = "1."
CATEGORIES = [
    ("Archers", ["Fenella", "Gideon", "Ottilie", "Rupert"]),
    ("Scores", ["212", "229", "246", "263"], [212, 229, 246, 263]),
    ("Clubs", ["Ashdown", "Bramley", "Coldharbour", "Dunsfold"]),
    ("Bows", ["barebow", "compound", "longbow", "recurve"]),
]
SOLUTION = [("Fenella", "246", "Bramley", "recurve"), ("Gideon", "212", "Dunsfold", "longbow"), ("Ottilie", "263", "Ashdown", "compound"), ("Rupert", "229", "Coldharbour", "barebow")]
INTRO = ["Four archers reached the final of the county open on Sunday, each from a different club and each shooting a different kind of bow."]
REMARKS = INTRO
CLUES = [
    ("The compound archer won the day with 263.", lambda s: sc(s, "compound") == 263),
    ("Gideon, shooting a longbow, scored 17 fewer than Rupert.", lambda s: s.same("Gideon", "longbow") and sc(s, "Gideon") == sc(s, "Rupert") - 17),
    ("The Bramley archer outscored the Coldharbour archer by 17 points.", lambda s: sc(s, "Bramley") == sc(s, "Coldharbour") + 17),
    ("Neither Ottilie nor Rupert shoots for Bramley.", lambda s: not s.same("Ottilie", "Bramley") and not s.same("Rupert", "Bramley")),
    ("Dunsfold's representative finished last.", lambda s: sc(s, "Dunsfold") == 212),
    ("The recurve was not shot by the Ashdown archer.", lambda s: not s.same("recurve", "Ashdown")),
    ("Rupert does not shoot for Ashdown.", lambda s: not s.same("Rupert", "Ashdown")),
    ("Ottilie didn't come from Dunsfold.", lambda s: not s.same("Ottilie", "Dunsfold")),
    ("Fenella did not shoot the barebow.", lambda s: not s.same("Fenella", "barebow")),
]
