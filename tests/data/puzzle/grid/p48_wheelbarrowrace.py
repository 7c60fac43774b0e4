T = "Times"
CATEGORIES = [
    ("Racers", ["Hattie", "Ivan", "Jules", "Kofi"]),
    ("Colors", ["green", "orange", "purple", "yellow"]),
    ("Times", ["41 seconds", "44 seconds", "47 seconds", "50 seconds"], [41, 44, 47, 50]),
]
SOLUTION = [
    ["Hattie", "orange", "47 seconds"],
    ["Ivan", "green", "41 seconds"],
    ["Jules", "yellow", "50 seconds"],
    ["Kofi", "purple", "44 seconds"],
]
CLUES = [
    ("The racer in purple finished 3 seconds faster than Hattie.", lambda s: s.n(T, "purple") == s.n(T, "Hattie") - 3),
    ("Ivan posted the fastest time.", lambda s: s.n(T, "Ivan") == 41),
    ("Jules wasn't wearing green.", lambda s: not s.same("Jules", "green")),
    ("The racer who finished in 50 seconds wore yellow.", lambda s: s.same("50 seconds", "yellow")),
    ("Of Hattie and the racer in green, one finished in 41 seconds and the other wore orange.",
     lambda s: not s.same("Hattie", "green") and (
         (s.same("Hattie", "41 seconds") and s.same("green", "orange")) or
         (s.same("green", "41 seconds") and s.same("Hattie", "orange")))),
    ("Kofi finished sometime before Jules.", lambda s: s.n(T, "Kofi") < s.n(T, "Jules")),
]
NUM = "."
INTRO = ["Four friends pushed wheelbarrows in the relay at the school fun day. Each wore a different team color and finished in a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
