F = "Floors"
def f(s, x):
    return s.n(F, x)
CATEGORIES = [
    ("Floors", ["basement", "ground floor", "first floor", "second floor"]),
    ("Firms", ["Bloom & Co", "Hart & Vine", "Pixelworks", "Tidewater"]),
    ("Trades", ["architects", "printers", "solicitors", "travel agents"]),
]
CLUES = [
    ("The printers are two floors below Hart & Vine.", lambda s: f(s, "printers") == f(s, "Hart & Vine") - 2),
    ("Bloom & Co have the top floor.", lambda s: f(s, "Bloom & Co") == 4),
    ("The travel agents are directly above the printers.", lambda s: f(s, "travel agents") == f(s, "printers") + 1),
    ("Tidewater isn't in the basement.", lambda s: not s.same("Tidewater", "basement")),
    ("Bloom & Co aren't solicitors.", lambda s: not s.same("Bloom & Co", "solicitors")),
]
REMARKS = ["Old Quay House has been converted into offices on four levels: the basement, the ground floor and two floors above that. Each level is let to a different firm."]
QUESTIONS = [("What do Tidewater do?", lambda s: s.v("Trades", "Tidewater"))]
