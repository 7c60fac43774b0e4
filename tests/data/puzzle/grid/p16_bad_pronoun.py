S = "Seats"
CATEGORIES = [
    ("Friends", ["Rupert", "Silas", "Tobias", "Vernon"]),
    ("Drinks", ["cider", "stout", "lager", "perry"]),
    ("Seats", ["1", "2", "3", "4"]),
]
CLUES = [
    ("Tobias sat at the left-hand end.", lambda s: s.n(S, "Tobias") == 1),
    ("Vernon drank lager.", lambda s: s.same("Vernon", "lager")),
    ("Vernon's seat was at the right-hand end.", lambda s: s.n(S, "Vernon") == 4),
    ("Tobias drank perry.", lambda s: s.same("Tobias", "perry")),
]
BAD = (3, "Rupert sat directly to the left of Silas, and his drink was the cider.")
REFUSED = {BAD[1]: {
    "with 'his' = Rupert's": lambda s: s.n(S, "Rupert") == s.n(S, "Silas") - 1 and s.same("Rupert", "cider"),
    "with 'his' = Silas's": lambda s: s.n(S, "Rupert") == s.n(S, "Silas") - 1 and s.same("Silas", "cider"),
}}
EXPECT = 4
NUM = "."
DOT = False
INTRO = ["Four friends sat at the bar in seats numbered 1 to 4 from left to right. Each drank something different."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Rupert sat directly to the left of Silas, and his drink was the
cider.", must be refused: "his" can be Rupert's or Silas's. With "his" read as
Rupert's the puzzle has one solution (Rupert drank cider, Silas stout); read as
Silas's it has a different one (Silas drank cider, Rupert stout). Without the
clue the puzzle has four solutions."""
