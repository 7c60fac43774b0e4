T = "Crossing times"
CATEGORIES = [
    ("Ferries", ["Albatross", "Cormorant", "Gannet", "Puffin", "Tern"]),
    ("Islands", ["Arnholm", "Brekka", "Fjelloy", "Skarv", "Vik"]),
    ("Crossing times", ["45 minutes", "1 hour", "1 hour 15 minutes", "1 hour 30 minutes", "1 hour 45 minutes"],
     [45, 60, 75, 90, 105]),
]
SOLUTION = [
    ["Albatross", "Skarv", "1 hour 30 minutes"],
    ["Cormorant", "Arnholm", "45 minutes"],
    ["Gannet", "Vik", "1 hour 15 minutes"],
    ["Puffin", "Fjelloy", "1 hour 45 minutes"],
    ["Tern", "Brekka", "1 hour"],
]
CLUES = [
    ("The crossing to Vik takes half an hour longer than the Cormorant's.", lambda s: s.n(T, "Vik") == s.n(T, "Cormorant") + 30),
    ("The ferry to Brekka takes 15 minutes less than the Gannet.", lambda s: s.n(T, "Brekka") == s.n(T, "Gannet") - 15),
    ("The Albatross doesn't sail to Vik or Fjelloy.", lambda s: not s.same("Albatross", "Vik") and not s.same("Albatross", "Fjelloy")),
    ("The crossing to Skarv is longer than the crossing to Vik.", lambda s: s.n(T, "Skarv") > s.n(T, "Vik")),
    ("The Tern's crossing takes less than an hour and a quarter.", lambda s: s.n(T, "Tern") < 75),
    ("The Fjelloy crossing is the longest.", lambda s: s.n(T, "Fjelloy") == 105),
]
QUESTIONS = [("Which island does the Tern sail to?", lambda s: s.v("Islands", "Tern"))]
NUM = "."
INTRO = ["Island Ferries: five ferries leave the harbour each morning, each for a different island, and no two crossings take the same time."]
OUTRO = []
REMARKS = INTRO + OUTRO
