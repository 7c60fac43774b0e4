P = "Prices"
CATEGORIES = [
    ("Guests", ["Anya", "Brigid", "Cass", "Delia"]),
    ("Retreats", ["Big Sur", "Sedona", "Taos", "Tulum"]),
    ("Prices", ["$480", "$560", "$640", "$720"], [480, 560, 640, 720]),
]
CLUES = [
    ("Delia went to Tulum, the most expensive of the four retreats.",
     lambda s: s.same("Delia", "Tulum") and s.n(P, "Tulum") == 720),
    ("Cass's retreat, the cheapest, was in Big Sur.", lambda s: s.same("Cass", "Big Sur") and s.n(P, "Cass") == 480),
    ("Brigid paid $80 more than Cass.", lambda s: s.n(P, "Brigid") == s.n(P, "Cass") + 80),
]
BAD = (3, "Anya paid $80 more than Brigid, and hers was the Taos retreat.")
REFUSED = {BAD[1]: {
    "'Anya's retreat was in Taos'": lambda s: s.n(P, "Anya") == s.n(P, "Brigid") + 80 and s.same("Anya", "Taos"),
    "'Brigid's retreat was in Taos'": lambda s: s.n(P, "Anya") == s.n(P, "Brigid") + 80 and s.same("Brigid", "Taos"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four friends each booked a different weekend yoga retreat."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Anya paid $80 more than Brigid, and hers was the Taos retreat.", must
be refused: "hers" can mean Anya's retreat (the subject) or Brigid's (the nearer
name), and nothing in the puzzle decides which. Without the clue the puzzle has
two solutions, which differ only in who went to Taos and who to Sedona. Read
as "Anya's retreat was in Taos" it gives one solution; read as "Brigid's retreat
was in Taos" it gives the other. Either answer is a guess."""
