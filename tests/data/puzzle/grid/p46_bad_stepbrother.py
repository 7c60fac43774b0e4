F = "Fares"
CATEGORIES = [
    ("Passengers", ["Amos", "Birgit", "Cyrus", "Ottoline"]),
    ("Cabins", ["Albatross", "Cormorant", "Petrel", "Puffin"]),
    ("Fares", ["$80", "$95", "$110", "$125"], [80, 95, 110, 125]),
]
SOLUTION = [
    ["Amos", "Puffin", "$80"],
    ["Birgit", "Petrel", "$125"],
    ["Cyrus", "Albatross", "$95"],
    ["Ottoline", "Cormorant", "$110"],
]
CLUES = [
    ("Birgit paid the highest fare.", lambda s: s.n(F, "Birgit") == 125),
    ("The Puffin cabin was the cheapest.", lambda s: s.n(F, "Puffin") == 80),
    ("Cyrus paid $15 less than the passenger in the Cormorant cabin.", lambda s: s.n(F, "Cyrus") == s.n(F, "Cormorant") - 15),
    ("Birgit slept in the Petrel.", lambda s: s.same("Birgit", "Petrel")),
    ("Cyrus didn't book the Puffin.", lambda s: not s.same("Cyrus", "Puffin")),
]
BAD = (4, "Ottoline's stepbrother booked the $110 cabin.")
REFUSED = {BAD[1]: {
    "'Ottoline booked the $110 cabin'": lambda s: s.same("Ottoline", "$110"),
    "'someone other than Ottoline booked the $110 cabin'": lambda s: not s.same("Ottoline", "$110"),
}}
EXPECT = 2
BAD_WHY = """Clue 4, "Ottoline's stepbrother booked the $110 cabin.", must be refused: it relates to a person outside the puzzle;
read as "Ottoline booked it" it gives one solution, read as "someone other than Ottoline booked it" the other (Amos)."""
NUM = "."
INTRO = ["Four passengers booked cabins for the overnight ferry to the islands, each cabin named after a seabird and each at a different fare."]
REMARKS = INTRO
