P = "Placings"
CATEGORIES = [
    ("Dancers", ["Aoife", "Clodagh", "Niamh", "Saoirse"]),
    ("Placings", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
    ("Dances", ["hornpipe", "reel", "slip jig", "treble jig"]),
    ("Counties", ["Cork", "Galway", "Kerry", "Mayo"]),
]
SOLUTION = [
    ["Aoife", "3rd", "hornpipe", "Galway"],
    ["Clodagh", "1st", "slip jig", "Kerry"],
    ["Niamh", "4th", "reel", "Cork"],
    ["Saoirse", "2nd", "treble jig", "Mayo"],
]
CLUES = [
    ("The girl from Kerry won outright.", lambda s: s.n(P, "Kerry") == 1),
    ("Aoife finished one place behind the dancer from Mayo.", lambda s: s.n(P, "Aoife") == s.n(P, "Mayo") + 1),
    ("Niamh finished 2 places behind Saoirse.", lambda s: s.n(P, "Niamh") == s.n(P, "Saoirse") + 2),
    ("Clodagh beat Aoife by two places.", lambda s: s.n(P, "Aoife") == s.n(P, "Clodagh") + 2),
    ("Neither the Cork dancer nor Aoife danced the treble jig.",
     lambda s: not s.same("Cork", "treble jig") and not s.same("Aoife", "treble jig")),
    ("The hornpipe was placed higher than the reel.", lambda s: s.n(P, "hornpipe") < s.n(P, "reel")),
    ("Saoirse didn't win, and Niamh isn't from Galway.",
     lambda s: s.n(P, "Saoirse") != 1 and not s.same("Niamh", "Galway")),
    ("The winning dance was a slip jig.", lambda s: s.n(P, "slip jig") == 1),
]
NUM = ")"
DOT = True
INTRO = ["Four girls from four different counties reached the final round of a feis in Ennis, each dancing a different solo dance."]
OUTRO = ["A higher placing is a better one: 1st is the highest."]
REMARKS = INTRO + OUTRO
