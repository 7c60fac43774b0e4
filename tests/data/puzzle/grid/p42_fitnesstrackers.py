S = "Steps"
CATEGORIES = [
    ("Users", ["Dev", "Elena", "Finn", "Greer", "Hiro"]),
    ("Trackers", ["Apex", "Bolt", "Cadence", "Drift", "Echo"]),
    ("Steps", ["7000 steps", "8000 steps", "9000 steps", "10000 steps", "11000 steps"], [7000, 8000, 9000, 10000, 11000]),
    ("Bands", ["black", "blue", "pink", "white", "yellow"]),
]
SOLUTION = [
    ["Dev", "Drift", "9000 steps", "blue"],
    ["Elena", "Apex", "11000 steps", "black"],
    ["Finn", "Echo", "7000 steps", "yellow"],
    ["Greer", "Bolt", "10000 steps", "white"],
    ["Hiro", "Cadence", "8000 steps", "pink"],
]
CLUES = [
    ("Elena logged the most steps.", lambda s: s.n(S, "Elena") == 11000),
    ("The person with the yellow band logged 2000 fewer steps than Dev.", lambda s: s.n(S, "yellow") == s.n(S, "Dev") - 2000),
    ("The Bolt recorded 1000 more steps than the Drift.", lambda s: s.n(S, "Bolt") == s.n(S, "Drift") + 1000),
    ("Hiro doesn't use the Echo or the Drift.", lambda s: not s.same("Hiro", "Echo") and not s.same("Hiro", "Drift")),
    ("The pink band belongs to either Hiro or the Apex user.", lambda s: s.same("pink", "Hiro") != s.same("pink", "Apex")),
    ("Of Finn and the Cadence user, one logged 7000 steps and the other wears the pink band.",
     lambda s: not s.same("Finn", "Cadence") and (
         (s.same("Finn", "7000 steps") and s.same("Cadence", "pink")) or (s.same("Cadence", "7000 steps") and s.same("Finn", "pink")))),
    ("The Apex tracker isn't on the blue band.", lambda s: not s.same("Apex", "blue")),
    ("Neither Dev nor the user with the black band wears the Echo.", lambda s: not s.same("Dev", "Echo") and not s.same("black", "Echo")),
    ("Greer logged 3000 more steps than Finn.", lambda s: s.n(S, "Greer") == s.n(S, "Finn") + 3000),
    ("The Apex user logged 4000 more steps than the Echo user.", lambda s: s.n(S, "Apex") == s.n(S, "Echo") + 4000),
    ("The black band logged 2000 more steps than the blue band.", lambda s: s.n(S, "black") == s.n(S, "blue") + 2000),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
