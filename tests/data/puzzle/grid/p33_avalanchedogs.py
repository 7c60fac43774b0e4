A = "Ages"
F = "Finds"
CATEGORIES = [
    ("Handlers", ["Greta", "Henrik", "Isla", "Jonas", "Katya"]),
    ("Dogs", ["Bodhi", "Juno", "Pepper", "Ranger", "Tundra"]),
    ("Ages", ["2 years", "3 years", "4 years", "5 years", "6 years"], [2, 3, 4, 5, 6]),
    ("Finds", ["4 finds", "6 finds", "8 finds", "10 finds", "12 finds"], [4, 6, 8, 10, 12]),
]
SOLUTION = [
    ["Greta", "Tundra", "5 years", "12 finds"],
    ["Henrik", "Pepper", "2 years", "4 finds"],
    ["Isla", "Juno", "4 years", "8 finds"],
    ["Jonas", "Bodhi", "6 years", "10 finds"],
    ["Katya", "Ranger", "3 years", "6 finds"],
]
CLUES = [
    ("The oldest dog has 2 fewer finds than Greta's dog.", lambda s: s.n(F, "6 years") == s.n(F, "Greta") - 2),
    ("Pepper is the youngest dog and has the fewest finds.",
     lambda s: s.n(A, "Pepper") == 2 and s.n(F, "Pepper") == 4),
    ("Juno is exactly one year older than Katya's dog.", lambda s: s.n(A, "Juno") == s.n(A, "Katya") + 1),
    ("The 5-year-old isn't Bodhi or Juno.",
     lambda s: not s.same("5 years", "Bodhi") and not s.same("5 years", "Juno")),
    ("Of Isla's dog and Ranger, one is 4 years old and the other has 6 finds.",
     lambda s: not s.same("Isla", "Ranger") and (
         (s.same("Isla", "4 years") and s.same("Ranger", "6 finds")) or
         (s.same("Ranger", "4 years") and s.same("Isla", "6 finds")))),
    ("Jonas's dog has more finds than Isla's but fewer than Tundra.",
     lambda s: s.n(F, "Isla") < s.n(F, "Jonas") < s.n(F, "Tundra")),
    ("The dog with 8 finds is 1 year older than Ranger.", lambda s: s.n(A, "8 finds") == s.n(A, "Ranger") + 1),
    ("Henrik's dog isn't Ranger.", lambda s: not s.same("Henrik", "Ranger")),
]
NUM = "."
DOT = False
INTRO = ["Five handlers and their avalanche rescue dogs were honored at the end of the season."]
OUTRO = []
REMARKS = INTRO + OUTRO
