# Newspaper; bare scores, hyphenated value.
S_ = "Scores"
def sc(s, x):
    return s.n(S_, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Dancers", ["Anders", "Bronagh", "Cyrus", "Delyth", "Emeka"]),
    ("Dances", ["cha-cha", "foxtrot", "quickstep", "rumba", "tango"]),
    ("Scores", ["27", "30", "33", "35", "38"], [27, 30, 33, 35, 38]),
]
SOLUTION = [("Anders", "tango", "33"), ("Bronagh", "cha-cha", "38"), ("Cyrus", "rumba", "27"), ("Delyth", "quickstep", "35"), ("Emeka", "foxtrot", "30")]
INTRO = ["Five amateur dancers each performed a different dance in the first round of the Ballroom Stars contest, and the judges' marks (out of 40) were all different."]
CLUES = [
    ("The cha-cha earned the top score.", lambda s: sc(s, "cha-cha") == 38),
    ("Delyth scored 2 more than Anders.", lambda s: sc(s, "Delyth") == sc(s, "Anders") + 2),
    ("The foxtrot scored 3 points below Anders's dance.", lambda s: sc(s, "foxtrot") == sc(s, "Anders") - 3),
    ("Cyrus, who did not dance the tango, scored the lowest.", lambda s: not s.same("Cyrus", "tango") and sc(s, "Cyrus") == 27),
    ("The quickstep outscored the tango.", lambda s: sc(s, "quickstep") > sc(s, "tango")),
    ("Emeka did not dance the rumba.", lambda s: not s.same("Emeka", "rumba")),
    ("Neither Anders nor Delyth danced the cha-cha.", lambda s: not s.same("Anders", "cha-cha") and not s.same("Delyth", "cha-cha")),
    ("Bronagh did not dance the foxtrot.", lambda s: not s.same("Bronagh", "foxtrot")),
]
QUESTIONS = [("Which dance did Delyth perform?", lambda s: s.v("Dances", "Delyth"))]
REMARKS = INTRO
