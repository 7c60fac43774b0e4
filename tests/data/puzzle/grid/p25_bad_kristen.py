T = "Times"
CATEGORIES = [
    ("Coaches", ["Kirsten", "Kristin", "Marcy", "Nell"]),
    ("Students", ["Ollie", "Paz", "Rudy", "Sami"]),
    ("Times", ["8:00am", "9:00am", "10:00am", "11:00am"], [480, 540, 600, 660]),
]
CLUES = [
    ("Marcy gives the first lesson of the day.", lambda s: s.n(T, "Marcy") == 480),
    ("Ollie's lesson is at 10:00am.", lambda s: s.same("Ollie", "10:00am")),
    ("Nell coaches Ollie.", lambda s: s.same("Nell", "Ollie")),
    ("Rudy is coached by Kirsten.", lambda s: s.same("Rudy", "Kirsten")),
    ("Paz isn't coached by Kristin.", lambda s: not s.same("Paz", "Kristin")),
]
BAD = (6, "Kristen teaches at 9:00am.")
REFUSED = {BAD[1]: {
    "'Kristin teaches at 9:00am'": lambda s: s.same("Kristin", "9:00am"),
    "'Kirsten teaches at 9:00am'": lambda s: s.same("Kirsten", "9:00am"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four tennis coaches each gave one private lesson on Saturday morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 6, "Kristen teaches at 9:00am.", must be refused: no coach is called
Kristen. It is one letter away from Kristin and two swapped letters away from
Kirsten, and the three names sound alike, so it is a misspelling of one of two coaches and nothing says
which. Without the clue the puzzle has two solutions, which differ only in whether
Kirsten (with Rudy) or Kristin (with Sami) teaches at 9:00am, the other at 11:00am.
Read as Kristin it gives one solution; read as Kirsten the other. A reader that
corrects the spelling to the nearest name answers confidently and may be wrong."""
