D = "Distances"
CATEGORIES = [
    ("Walkers", ["Bronwyn", "Darcy", "Kylie", "Lachlan", "Shane"]),
    ("Tracks", ["Falls Walk", "Gorge Track", "Lyrebird Track", "Ridge Loop", "Summit Trail"]),
    ("Distances", ["6 km", "8 km", "10 km", "12 km", "14 km"], [6, 8, 10, 12, 14]),
]
SOLUTION = [
    ["Bronwyn", "Falls Walk", "10 km"],
    ["Darcy", "Summit Trail", "14 km"],
    ["Kylie", "Ridge Loop", "6 km"],
    ["Lachlan", "Gorge Track", "12 km"],
    ["Shane", "Lyrebird Track", "8 km"],
]
CLUES = [
    ("Darcy walked the furthest, 4 km more than Bronwyn.", lambda s: s.n(D, "Darcy") == 14 and s.n(D, "Darcy") == s.n(D, "Bronwyn") + 4),
    ("The Ridge Loop was the shortest walk of the day.", lambda s: s.n(D, "Ridge Loop") == 6),
    ("Shane walked 4 km less than whoever did the Gorge Track.", lambda s: s.n(D, "Shane") == s.n(D, "Gorge Track") - 4),
    ("Kylie didn't do the Gorge Track, and Bronwyn didn't do the Lyrebird Track.",
     lambda s: not s.same("Kylie", "Gorge Track") and not s.same("Bronwyn", "Lyrebird Track")),
    ("Of Lachlan and Kylie, one did the Ridge Loop and the other walked 12 km.",
     lambda s: (s.same("Lachlan", "Ridge Loop") and s.same("Kylie", "12 km")) or (s.same("Kylie", "Ridge Loop") and s.same("Lachlan", "12 km"))),
    ("The Falls Walk is longer than the Lyrebird Track but shorter than the Summit Trail.",
     lambda s: s.n(D, "Lyrebird Track") < s.n(D, "Falls Walk") < s.n(D, "Summit Trail")),
]
QUESTIONS = [("Who did the Summit Trail?", lambda s: s.v("Walkers", "Summit Trail"))]
NUM = ")"
DOT = False
INTRO = ["Five members of a bushwalking club in the Blue Mountains each walked a different track last Sunday, and each covered a different distance."]
OUTRO = []
REMARKS = INTRO + OUTRO
