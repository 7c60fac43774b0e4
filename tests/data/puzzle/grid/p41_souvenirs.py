M = "Miles"
CATEGORIES = [
    ("Travelers", ["Agnes", "Burt", "Cecil", "Frieda", "Mavis"]),
    ("States", ["Arizona", "Colorado", "Florida", "Maine", "Texas"]),
    ("Souvenirs", ["ashtray", "coffee mug", "pennant", "salt shakers", "snow globe"]),
    ("Miles", ["400 miles", "650 miles", "900 miles", "1150 miles", "1400 miles"], [400, 650, 900, 1150, 1400]),
]
SOLUTION = [
    ["Agnes", "Maine", "pennant", "1150 miles"],
    ["Burt", "Texas", "coffee mug", "650 miles"],
    ["Cecil", "Arizona", "ashtray", "1400 miles"],
    ["Frieda", "Florida", "snow globe", "400 miles"],
    ["Mavis", "Colorado", "salt shakers", "900 miles"],
]
CLUES = [
    ("The traveler who went to Arizona drove the farthest.", lambda s: s.n(M, "Arizona") == 1400),
    ("Frieda drove 250 fewer miles than Burt.", lambda s: s.n(M, "Frieda") == s.n(M, "Burt") - 250),
    ("The snow globe came home from the shortest trip.", lambda s: s.n(M, "snow globe") == 400),
    ("Mavis, who didn't bring back the pennant, drove 250 miles more than the person who visited Texas.",
     lambda s: not s.same("Mavis", "pennant") and s.n(M, "Mavis") == s.n(M, "Texas") + 250),
    ("The pennant was bought in Maine.", lambda s: s.same("pennant", "Maine")),
    ("Agnes drove 500 miles farther than Burt.", lambda s: s.n(M, "Agnes") == s.n(M, "Burt") + 500),
    ("Cecil didn't buy the coffee mug or the salt shakers.",
     lambda s: not s.same("Cecil", "coffee mug") and not s.same("Cecil", "salt shakers")),
    ("Cecil drove 1,000 miles farther than Frieda.", lambda s: s.n(M, "Cecil") == s.n(M, "Frieda") + 1000),
    ("Burt brought home the coffee mug.", lambda s: s.same("Burt", "coffee mug")),
    ("Mavis didn't go to Florida.", lambda s: not s.same("Mavis", "Florida")),
]
QUESTIONS = [("Which state did Frieda visit?", lambda s: s.v("States", "Frieda"))]
NUM = "."
DOT = False
INTRO = ["Five members of the Friendship Circle each took a driving vacation last summer to a different state, and each brought back a different souvenir for the club's display case. No two drove the same distance one way. From the clues, can you determine where each traveler went, the souvenir each bought, and how far each drove?"]
OUTRO = []
REMARKS = INTRO + OUTRO
