S = "Start times"
L = "Lengths"
CATEGORIES = [
    ("Combos", ["Blue Note Five", "Delta Swing", "Night Owls", "Uptown Trio"]),
    ("Leaders", ["Boyd", "Hale", "Olsen", "Park"]),
    ("Instruments", ["clarinet", "piano", "trombone", "vibraphone"]),
    ("Start times", ["1:00 PM", "2:30 PM", "4:00 PM", "5:30 PM"], [780, 870, 960, 1050]),
    ("Lengths", ["40 minutes", "45 minutes", "50 minutes", "55 minutes"], [40, 45, 50, 55]),
]
SOLUTION = [
    ["Blue Note Five", "Olsen", "trombone", "4:00 PM", "45 minutes"],
    ["Delta Swing", "Boyd", "clarinet", "1:00 PM", "55 minutes"],
    ["Night Owls", "Park", "vibraphone", "5:30 PM", "40 minutes"],
    ["Uptown Trio", "Hale", "piano", "2:30 PM", "50 minutes"],
]
CLUES = [
    ("The Night Owls closed the show with the shortest set of the day.",
     lambda s: s.n(S, "Night Owls") == 1050 and s.n(L, "Night Owls") == 40),
    ("The combo led by the clarinetist took the stage exactly four and a half hours before the one led by Park.",
     lambda s: s.n(S, "clarinet") == s.n(S, "Park") - 270),
    ("Hale's set ran 5 minutes longer than the trombonist's set.",
     lambda s: s.n(L, "Hale") == s.n(L, "trombone") + 5),
    ("The Uptown Trio, which isn't led by Boyd, went on at 2:30 PM.",
     lambda s: not s.same("Uptown Trio", "Boyd") and s.same("Uptown Trio", "2:30 PM")),
    ("Olsen doesn't play piano or vibraphone.",
     lambda s: not s.same("Olsen", "piano") and not s.same("Olsen", "vibraphone")),
    ("The longest set started at 1:00 PM.", lambda s: s.n(S, "55 minutes") == 780),
    ("The Delta Swing took the stage sometime before the Blue Note Five.", lambda s: s.n(S, "Delta Swing") < s.n(S, "Blue Note Five")),
    ("Park plays the vibraphone.", lambda s: s.same("Park", "vibraphone")),
    ("The Blue Note Five isn't led by Boyd.", lambda s: not s.same("Blue Note Five", "Boyd")),
    ("Hale's combo went on before Olsen's.", lambda s: s.n(S, "Hale") < s.n(S, "Olsen")),
]
NUM = "."
DOT = False
INTRO = [
    "Jazz by the River",
    "Four combos played the main stage at Saturday's Jazz by the River festival. Each combo is led by a different musician, who plays a different instrument, and each set started at a different time and ran a different length. Determine the leader, instrument, start time, and length of each combo's set.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
