Y = "Years"
CATEGORIES = [
    ("Inventors", ["Hollis", "Ibsen", "Jarvis", "Kowalski", "Lund"]),
    ("Inventions", ["drone", "kiosk", "scanner", "thermostat", "wristband"]),
    ("Years", ["1987", "1989", "1991", "1993", "1995"], [1987, 1989, 1991, 1993, 1995]),
]
CLUES = [
    ("The scanner was patented 2 years before Lund's invention.", lambda s: s.n(Y, "scanner") == s.n(Y, "Lund") - 2),
    ("Jarvis's invention came 4 years after Hollis's.", lambda s: s.n(Y, "Jarvis") == s.n(Y, "Hollis") + 4),
    ("The wristband was not patented in 1993.", lambda s: not s.same("wristband", "1993")),
    ("Either Ibsen or Lund invented the thermostat.",
     lambda s: s.same("Ibsen", "thermostat") or s.same("Lund", "thermostat")),
    ("Kowalski's invention was patented 2 years after the thermostat.", lambda s: s.n(Y, "Kowalski") == s.n(Y, "thermostat") + 2),
    ("The drone was the most recent invention.", lambda s: s.n(Y, "drone") == 1995),
    ("Ibsen's invention came before Hollis's.", lambda s: s.n(Y, "Ibsen") < s.n(Y, "Hollis")),
]
