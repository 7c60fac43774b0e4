N = "Dogs"
K = "Distances"
CATEGORIES = [
    ("Walkers", ["Harriet", "Ignatius", "Juno", "Kasim"]),
    ("Dogs", ["3 dogs", "4 dogs", "6 dogs", "7 dogs"], [3, 4, 6, 7]),
    ("Parks", ["Bramble Common", "Fieldgate Park", "Lido Fields", "Quarry Woods"]),
    ("Distances", ["3.5 km", "5 km", "6.5 km", "8 km"], [35, 50, 65, 80]),
]
SOLUTION = [
    ["Harriet", "6 dogs", "Quarry Woods", "8 km"],
    ["Ignatius", "3 dogs", "Fieldgate Park", "5 km"],
    ["Juno", "7 dogs", "Bramble Common", "3.5 km"],
    ["Kasim", "4 dogs", "Lido Fields", "6.5 km"],
]
CLUES = [
    ("Juno walks the most dogs, but she covers the shortest distance.", lambda s: s.n(N, "Juno") == 7 and s.n(K, "Juno") == 35),
    ("Harriet walks 3 km farther than Ignatius.", lambda s: s.n(K, "Harriet") == s.n(K, "Ignatius") + 30),
    ("Whoever walks at Lido Fields has one more dog than Ignatius.", lambda s: s.n(N, "Lido Fields") == s.n(N, "Ignatius") + 1),
    ("The walker at Quarry Woods goes farther than anyone else.", lambda s: s.n(K, "Quarry Woods") == 80),
    ("Kasim doesn't walk at Bramble Common.", lambda s: not s.same("Kasim", "Bramble Common")),
    ("Ignatius walks in Fieldgate Park.", lambda s: s.same("Ignatius", "Fieldgate Park")),
    ("Harriet has fewer dogs than Juno but more than Kasim.", lambda s: s.n(N, "Kasim") < s.n(N, "Harriet") < s.n(N, "Juno")),
]
QUESTIONS = [("Where does Juno walk?", lambda s: s.v("Parks", "Juno"))]
NUM = "."
DOT = False
INTRO = ["Four professional dog walkers each take a pack out every weekday morning. Each walks a different number of dogs, in a different park, and covers a different distance."]
OUTRO = []
REMARKS = INTRO + OUTRO
