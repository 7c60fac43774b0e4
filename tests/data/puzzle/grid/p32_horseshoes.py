R = "Ringers"
CATEGORIES = [
    ("Pitchers", ["Amos", "Delbert", "Junior", "Otis"]),
    ("Ringers", ["3", "5", "7", "9"], [3, 5, 7, 9]),
    ("Hometowns", ["Elm Grove", "Fairfield", "Pine Bluff", "Red Oak"]),
]
SOLUTION = [
    ["Amos", "7", "Pine Bluff"],
    ["Delbert", "3", "Red Oak"],
    ["Junior", "9", "Elm Grove"],
    ["Otis", "5", "Fairfield"],
]
CLUES = [
    ("Junior threw 2 more ringers than Amos.", lambda s: s.n(R, "Junior") == s.n(R, "Amos") + 2),
    ("The man from Red Oak threw the fewest ringers.", lambda s: s.n(R, "Red Oak") == 3),
    ("Otis threw 2 fewer ringers than the pitcher from Pine Bluff.", lambda s: s.n(R, "Otis") == s.n(R, "Pine Bluff") - 2),
    ("The Fairfield man isn't Delbert.", lambda s: not s.same("Fairfield", "Delbert")),
    ("Delbert threw fewer ringers than Otis.", lambda s: s.n(R, "Delbert") < s.n(R, "Otis")),
    ("Junior isn't from Fairfield.", lambda s: not s.same("Junior", "Fairfield")),
]
NUM = "."
DOT = False
INTRO = [
    "Horseshoes at the Picnic",
    "Four men pitched horseshoes at the Grange picnic. Each comes from a different town and threw a different number of ringers. Find how many ringers each man threw and where he lives.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
