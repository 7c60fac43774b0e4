U = "Units"
N = "Stays"
CATEGORIES = [
    ("Families", ["Carlson", "Delgado", "Fitch", "Greer", "Hollis"]),
    ("States", ["Iowa", "Nevada", "Ohio", "Oregon", "Texas"]),
    ("Units", ["Unit 1", "Unit 2", "Unit 3", "Unit 4", "Unit 5"]),
    ("Stays", ["1 night", "2 nights", "3 nights", "4 nights", "5 nights"]),
]
SOLUTION = [
    ["Carlson", "Ohio", "Unit 4", "2 nights"],
    ["Delgado", "Texas", "Unit 1", "5 nights"],
    ["Fitch", "Oregon", "Unit 5", "1 night"],
    ["Greer", "Iowa", "Unit 3", "4 nights"],
    ["Hollis", "Nevada", "Unit 2", "3 nights"],
]
CLUES = [
    ("The family from Texas is staying the longest.", lambda s: s.n(N, "Texas") == 5),
    ("The Carlsons' unit is next to the Iowa family's, and the Carlsons are staying two nights fewer than the Iowans.",
     lambda s: abs(s.n(U, "Carlson") - s.n(U, "Iowa")) == 1 and s.n(N, "Carlson") == s.n(N, "Iowa") - 2),
    ("The Fitches, who aren't from Nevada, have Unit 5.", lambda s: not s.same("Fitch", "Nevada") and s.same("Fitch", "Unit 5")),
    ("The guests in Unit 2 are staying one night less than the Greers.", lambda s: s.n(N, "Unit 2") == s.n(N, "Greer") - 1),
    ("The Hollises come from neither Oregon nor Ohio.",
     lambda s: not s.same("Hollis", "Oregon") and not s.same("Hollis", "Ohio")),
    ("The Delgados are staying a night longer than the Greers.", lambda s: s.n(N, "Delgado") == s.n(N, "Greer") + 1),
    ("The Oregon family's unit has a higher number than the Ohio family's.", lambda s: s.n(U, "Oregon") > s.n(U, "Ohio")),
    ("The family in Unit 1 is staying five nights.", lambda s: s.n(N, "Unit 1") == 5),
    ("The Hollises are next door to the Delgados.", lambda s: abs(s.n(U, "Hollis") - s.n(U, "Delgado")) == 1),
    ("The Greers have a lower unit number than the Carlsons.", lambda s: s.n(U, "Greer") < s.n(U, "Carlson")),
]
QUESTIONS = [
    ("Which state are the Hollises from?", lambda s: s.v("States", "Hollis")),
    ("Who is in Unit 3?", lambda s: s.v("Families", "Unit 3")),
]
NUM = "."
INTRO = ["The Bluebird Motor Court on Route 9 has five units in a single row, numbered 1 to 5 from the office end. Last Friday every unit was taken by a family from a different state, each staying a different number of nights."]
ASK = "Can you work out where each family is from, which unit it has and how long it is staying?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
