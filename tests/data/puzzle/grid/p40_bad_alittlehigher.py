A = "Altitudes"
CATEGORIES = [
    ("Pilots", ["Anya", "Boris", "Celia", "Dov"]),
    ("Balloons", ["Firefly", "Kestrel", "Osprey", "Sundance"]),
    ("Altitudes", ["600 m", "800 m", "1000 m", "1200 m"], [600, 800, 1000, 1200]),
]
CLUES = [
    ("Anya's balloon climbed the highest.", lambda s: s.n(A, "Anya") == 1200),
    ("Dov flew the Sundance.", lambda s: s.same("Dov", "Sundance")),
    ("The Sundance topped out 200 m lower than Boris's balloon.", lambda s: s.n(A, "Sundance") == s.n(A, "Boris") - 200),
    ("Celia didn't fly the Firefly.", lambda s: not s.same("Celia", "Firefly")),
    ("Celia's balloon stayed the lowest.", lambda s: s.n(A, "Celia") == 600),
    ("Anya wasn't the Kestrel's pilot.", lambda s: not s.same("Anya", "Kestrel")),
]
BAD = (3, "The Kestrel flew a little higher than the Osprey.")
REFUSED = {BAD[1]: {
    "'somewhere higher'": lambda s: s.n(A, "Kestrel") > s.n(A, "Osprey"),
    "'200 m higher (one step)'": lambda s: s.n(A, "Kestrel") == s.n(A, "Osprey") + 200,
}}
EXPECT = 3
NUM = None
DOT = False
INTRO = ["Four pilots took part in a dawn hot-air balloon flight; altitudes are each balloon's highest point."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """The third clue, "The Kestrel flew a little higher than the Osprey.", must be
refused: "a little higher" is a vague amount, neither a plain "higher" nor a
stated difference in metres. Read as plain "higher" it leaves one solution (the
Kestrel 400 m above the Osprey, which is hardly "a little"); read as the smallest
step, 200 m, it leaves none. Without the clue the puzzle has three solutions."""
