P = "Places"
H = "Hours"
CATEGORIES = [
    ("Clubs", ["Art Club", "Chess Club", "Glee Club", "Key Club"]),
    ("Themes", ["circus", "jungle", "pirate ship", "space rocket"]),
    ("Places", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
    ("Hours", ["20 hours", "30 hours", "40 hours", "50 hours"], [20, 30, 40, 50]),
]
SOLUTION = [
    ["Art Club", "jungle", "first", "50 hours"],
    ["Chess Club", "space rocket", "third", "20 hours"],
    ["Glee Club", "pirate ship", "fourth", "30 hours"],
    ["Key Club", "circus", "second", "40 hours"],
]
CLUES = [
    ("The float that took first place took the most hours to build.", lambda s: s.same("first", "50 hours")),
    ("The Chess Club's float finished one place ahead of the pirate ship.", lambda s: s.n(P, "Chess Club") == s.n(P, "pirate ship") - 1),
    ("The circus float took 20 hours longer to build than the Chess Club's.", lambda s: s.n(H, "circus") == s.n(H, "Chess Club") + 20),
    ("The Glee Club didn't build the jungle float, and its float finished last.",
     lambda s: not s.same("Glee Club", "jungle") and s.n(P, "Glee Club") == 4),
    ("The Key Club's float placed higher than the space rocket.", lambda s: s.n(P, "Key Club") < s.n(P, "space rocket")),
    ("The Art Club's jungle float won first place.", lambda s: s.same("Art Club", "jungle") and s.n(P, "Art Club") == 1),
]
QUESTIONS = [("Which club built the jungle float?", lambda s: s.v("Clubs", "jungle"))]
NUM = "."
DOT = False
INTRO = ["Four clubs at Westfield High built floats for the homecoming parade. Each float had a different theme, took a different number of hours to build, and was awarded a different place by the judges. From the clues, can you determine each club's theme, its place, and the hours spent building it?"]
OUTRO = []
REMARKS = INTRO + OUTRO
