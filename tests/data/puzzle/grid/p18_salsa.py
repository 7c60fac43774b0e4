O = "Order"
S = "Scores"
CATEGORIES = [
    ("Dancers", ["Alba", "Bruno", "Cass", "Dimitri", "Eva"]),
    ("Cities", ["Cadiz", "Lima", "Porto", "Quito", "Turin"]),
    ("Scores", ["31", "34", "35", "38", "40"], [31, 34, 35, 38, 40]),
    ("Order", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Alba", "Quito", "38", "4th"],
    ["Bruno", "Porto", "31", "1st"],
    ["Cass", "Lima", "40", "5th"],
    ["Dimitri", "Turin", "34", "3rd"],
    ["Eva", "Cadiz", "35", "2nd"],
]
CLUES = [
    ("The dancer from Lima, who danced last, got the top score.", lambda s: s.n(O, "Lima") == 5 and s.n(S, "Lima") == 40),
    ("Bruno opened the show.", lambda s: s.n(O, "Bruno") == 1),
    ("Eva danced right after the dancer from Porto.", lambda s: s.n(O, "Eva") == s.n(O, "Porto") + 1),
    ("The dancer from Turin scored 1 point less than Eva.", lambda s: s.n(S, "Turin") == s.n(S, "Eva") - 1),
    ("Alba scored 4 points more than the dancer from Turin.", lambda s: s.n(S, "Alba") == s.n(S, "Turin") + 4),
    ("Of Dimitri and the dancer from Cadiz, one danced 3rd and the other scored 35.",
     lambda s: not s.same("Dimitri", "Cadiz") and (
         (s.same("Dimitri", "3rd") and s.same("Cadiz", "35")) or (s.same("Cadiz", "3rd") and s.same("Dimitri", "35")))),
    ("Alba isn't from Porto.", lambda s: not s.same("Alba", "Porto")),
    ("Bruno scored lower than Dimitri.", lambda s: s.n(S, "Bruno") < s.n(S, "Dimitri")),
    ("Alba danced later than Eva.", lambda s: s.n(O, "Alba") > s.n(O, "Eva")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
