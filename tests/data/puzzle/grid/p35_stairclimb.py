F = "Floors"
CATEGORIES = [
    ("Climbers", ["Ayo", "Birgit", "Corinne", "Dashiell", "Emeka"]),
    ("Towers", ["Bank Tower", "City Hall", "Harbor Plaza", "Liberty Center", "Union Tower"]),
    ("Floors", ["22 floors", "30 floors", "36 floors", "41 floors", "55 floors"], [22, 30, 36, 41, 55]),
]
SOLUTION = [
    ["Ayo", "Harbor Plaza", "41 floors"],
    ["Birgit", "Union Tower", "22 floors"],
    ["Corinne", "Bank Tower", "55 floors"],
    ["Dashiell", "City Hall", "30 floors"],
    ["Emeka", "Liberty Center", "36 floors"],
]
CLUES = [
    ("Corinne climbed more floors than anyone else.", lambda s: s.n(F, "Corinne") == 55),
    ("Union Tower has 8 fewer floors than City Hall.", lambda s: s.n(F, "Union Tower") == s.n(F, "City Hall") - 8),
    ("Ayo climbed 5 floors more than Emeka.", lambda s: s.n(F, "Ayo") == s.n(F, "Emeka") + 5),
    ("Of Birgit and the climber who took on Liberty Center, one climbed 22 floors and the other is Emeka.",
     lambda s: not s.same("Birgit", "Liberty Center") and (
         (s.same("Birgit", "22 floors") and s.same("Liberty Center", "Emeka")) or
         (s.same("Liberty Center", "22 floors") and s.same("Birgit", "Emeka")))),
    ("Dashiell didn't climb Harbor Plaza.", lambda s: not s.same("Dashiell", "Harbor Plaza")),
    ("Ayo didn't climb the Bank Tower.", lambda s: not s.same("Ayo", "Bank Tower")),
]
NUM = "."
DOT = False
INTRO = ["Five friends each raced up the stairs of a different downtown building, all the way to the top floor, for a charity stair climb."]
OUTRO = []
REMARKS = INTRO + OUTRO
