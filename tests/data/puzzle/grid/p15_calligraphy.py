P = "Places"
CATEGORIES = [
    ("Entrants", ["Mr Achebe", "Mrs Fairweather", "Ms Lindgren", "Mr Yoshida"]),
    ("Scripts", ["blackletter", "copperplate", "italic", "uncial"]),
    ("Inks", ["black", "indigo", "sepia", "vermilion"]),
    ("Places", ["1st", "2nd", "3rd", "4th"]),
]
SOLUTION = [
    ["Mr Achebe", "uncial", "indigo", "3rd"],
    ["Mrs Fairweather", "copperplate", "sepia", "1st"],
    ["Ms Lindgren", "blackletter", "vermilion", "4th"],
    ["Mr Yoshida", "italic", "black", "2nd"],
]
CLUES = [
    ("Mrs Fairweather's copperplate took first place.", lambda s: s.same("Mrs Fairweather", "copperplate") and s.n(P, "Mrs Fairweather") == 1),
    ("The entry in vermilion ink came last.", lambda s: s.n(P, "vermilion") == 4),
    ("The italic entry finished one place higher than Mr Achebe's.", lambda s: s.n(P, "italic") == s.n(P, "Mr Achebe") - 1),
    ("Ms Lindgren did not write in italic.", lambda s: not s.same("Ms Lindgren", "italic")),
    ("The indigo entry finished directly behind the black one.", lambda s: s.n(P, "indigo") == s.n(P, "black") + 1),
    ("Mr Yoshida did not use sepia.", lambda s: not s.same("Mr Yoshida", "sepia")),
    ("Ms Lindgren finished last.", lambda s: s.n(P, "Ms Lindgren") == 4),
    ("The blackletter piece was Ms Lindgren's.", lambda s: s.same("blackletter", "Ms Lindgren")),
    ("The winning piece was written in sepia.", lambda s: s.n(P, "sepia") == 1),
]
NUM = "."
DOT = True
INTRO = ["Four members entered the society's annual lettering competition. Each entrant submitted one piece in a different script and a different ink, and the judges ranked the four pieces from 1st to 4th without ties."]
OUTRO = []
REMARKS = INTRO + OUTRO
