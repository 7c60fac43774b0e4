M = "Amounts spent"
CATEGORIES = [
    ("Attendees", ["Aria", "Bodhi", "Cleo", "Dante", "Esme"]),
    ("Costumes", ["astronaut", "ghost", "knight", "pirate", "robot"]),
    ("Amounts spent", ["$15", "$30", "$45", "$60", "$75"], [15, 30, 45, 60, 75]),
]
SOLUTION = [
    ["Aria", "robot", "$45"],
    ["Bodhi", "pirate", "$75"],
    ["Cleo", "knight", "$15"],
    ["Dante", "ghost", "$30"],
    ["Esme", "astronaut", "$60"],
]
CLUES = [
    ("The person dressed as a knight spent the least.", lambda s: s.n(M, "knight") == 15),
    ("Bodhi spent $30 more than Aria.", lambda s: s.n(M, "Bodhi") == s.n(M, "Aria") + 30),
    ("The ghost spent $15 less than the robot.", lambda s: s.n(M, "ghost") == s.n(M, "robot") - 15),
    ("Esme didn't come as a pirate.", lambda s: not s.same("Esme", "pirate")),
    ("Of Dante and the attendee who spent $60, one came as a ghost and the other came as an astronaut.",
     lambda s: (s.same("Dante", "ghost") and s.same("$60", "astronaut")) or (s.same("Dante", "astronaut") and s.same("$60", "ghost"))),
    ("Aria spent more than the ghost.", lambda s: s.n(M, "Aria") > s.n(M, "ghost")),
    ('Esme spent $45 more than Cleo.', lambda s: s.n(M, "Esme") == s.n(M, "Cleo") + 45),
]
NUM = None
DOT = False
INTRO = ["Five friends went to this year's comic convention in costume, and each spent a different amount at the merchandise tables."]
OUTRO = []
REMARKS = INTRO + OUTRO
