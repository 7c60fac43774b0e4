W = "Weights"
CATEGORIES = [
    ("Carvers", ["Darnell", "Esme", "Felix", "Greta"]),
    ("Designs", ["bat", "cat", "ghost", "owl"]),
    ("Weights", ["8 lbs", "10 lbs", "12 lbs", "14 lbs"], [8, 10, 12, 14]),
]
SOLUTION = [
    ["Darnell", "ghost", "12 lbs"],
    ["Esme", "owl", "8 lbs"],
    ["Felix", "bat", "14 lbs"],
    ["Greta", "cat", "10 lbs"],
]
CLUES = [
    ("Esme's pumpkin weighed 4 pounds less than the one carved with a ghost.", lambda s: s.n(W, "Esme") == s.n(W, "ghost") - 4),
    ("The heaviest pumpkin had a bat carved into it.", lambda s: s.n(W, "bat") == 14),
    ("Greta's pumpkin was somewhat lighter than Darnell's.", lambda s: s.n(W, "Greta") < s.n(W, "Darnell")),
    ("The owl pumpkin weighed either 8 lbs or 14 lbs.", lambda s: s.n(W, "owl") in (8, 14)),
    ("Felix didn't carve the cat.", lambda s: not s.same("Felix", "cat")),
    ("Felix's pumpkin weighed 2 lbs more than Darnell's.", lambda s: s.n(W, "Felix") == s.n(W, "Darnell") + 2),
]
QUESTIONS = [("Who carved the cat?", lambda s: s.v("Carvers", "cat"))]
NUM = "."
INTRO = ["Four kids carved jack-o'-lanterns for the Halloween porch contest. Each pumpkin had a different design and a different weight."]
OUTRO = []
REMARKS = INTRO + OUTRO
