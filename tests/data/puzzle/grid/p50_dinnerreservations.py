T = "Times"
P = "Party sizes"
CATEGORIES = [
    ("Bookings", ["Garner", "Holt", "Ibsen", "Jovanovic"]),
    ("Restaurants", ["Basilico", "Koi House", "Le Petit Four", "The Smokehouse"]),
    ("Times", ["6:30 pm", "7:00 pm", "7:30 pm", "8:00 pm"], [1110, 1140, 1170, 1200]),
    ("Party sizes", ["2 people", "4 people", "5 people", "6 people"], [2, 4, 5, 6]),
]
SOLUTION = [
    ["Garner", "Koi House", "8:00 pm", "2 people"],
    ["Holt", "Basilico", "6:30 pm", "5 people"],
    ["Ibsen", "The Smokehouse", "7:30 pm", "6 people"],
    ["Jovanovic", "Le Petit Four", "7:00 pm", "4 people"],
]
CLUES = [
    ("The Garner booking is for 4 fewer people than the Ibsen booking.", lambda s: s.n(P, "Garner") == s.n(P, "Ibsen") - 4),
    ("The table at Basilico is booked half an hour before the Jovanovic table.",
     lambda s: s.n(T, "Basilico") == s.n(T, "Jovanovic") - 30),
    ("The largest party is booked at The Smokehouse.", lambda s: s.n(P, "The Smokehouse") == 6),
    ("The 8:00 pm table is for 2 people.", lambda s: s.same("8:00 pm", "2 people")),
    ("The Holt party has one more person than the party at Le Petit Four.",
     lambda s: s.n(P, "Holt") == s.n(P, "Le Petit Four") + 1),
    ("The Ibsen table is booked for later than the Holt table.", lambda s: s.n(T, "Ibsen") > s.n(T, "Holt")),
]
QUESTIONS = [("What time is the Jovanovic booking?", lambda s: s.v("Times", "Jovanovic"))]
NUM = None
INTRO = ["Saturday Night: four bookings were made at different restaurants in town, each under a different surname, for a different time and for a different number of people."]
OUTRO = []
REMARKS = INTRO + OUTRO
