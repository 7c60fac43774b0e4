C = "Paperclips"
TB = "Tables"
Y = "Years"
CATEGORIES = [
    ("Pupils", ["Nell", "Omar", "Pia", "Rory"]),
    ("Magnets", ["bar", "fridge", "horseshoe", "ring"]),
    ("Paperclips", ["4", "7", "10", "13"], [4, 7, 10, 13]),
    ("Tables", ["table 1", "table 2", "table 3", "table 4"], [1, 2, 3, 4]),
    ("Years", ["Year 3", "Year 4", "Year 5", "Year 6"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Nell", "ring", "7", "table 4", "Year 5"],
    ["Omar", "horseshoe", "13", "table 2", "Year 3"],
    ["Pia", "bar", "10", "table 1", "Year 6"],
    ["Rory", "fridge", "4", "table 3", "Year 4"],
]
CLUES = [
    ("The horseshoe magnet picked up the most paperclips.", lambda s: s.n(C, "horseshoe") == 13),
    ("The fridge magnet picked up 3 fewer paperclips than the ring magnet.",
     lambda s: s.n(C, "fridge") == s.n(C, "ring") - 3),
    ("Omar's table was right next to Pia's.", lambda s: abs(s.n(TB, "Omar") - s.n(TB, "Pia")) == 1),
    ("The pupil at table 4 is in Year 5.", lambda s: s.same("table 4", "Year 5")),
    ("Rory is in the year above Omar.", lambda s: s.n(Y, "Rory") == s.n(Y, "Omar") + 1),
    ("The Year 3 pupil's magnet picked up the most paperclips.", lambda s: s.n(C, "Year 3") == 13),
    ("The pupil from Year 6 was at table 1.", lambda s: s.same("Year 6", "table 1")),
    ("Nell's magnet picked up 3 more paperclips than Rory's.", lambda s: s.n(C, "Nell") == s.n(C, "Rory") + 3),
    ("Pia didn't test the ring magnet.", lambda s: not s.same("Pia", "ring")),
    ("Pia is in a higher year than Nell.", lambda s: s.n(Y, "Pia") > s.n(Y, "Nell")),
    ("Pia's magnet picked up more paperclips than Rory's.", lambda s: s.n(C, "Pia") > s.n(C, "Rory")),
]
QUESTIONS = [
    ("Which magnet did Pia test?", lambda s: s.v("Magnets", "Pia")),
    ("How many paperclips did Nell's magnet pick up?", lambda s: s.v(C, "Nell")),
]
NUM = "."
DOT = False
INTRO = ["At the science fair, four pupils from different year groups each tested a different magnet to see how many paperclips it could pick up. The tables stood in a row, numbered 1 to 4."]
OUTRO = []
REMARKS = INTRO + OUTRO
