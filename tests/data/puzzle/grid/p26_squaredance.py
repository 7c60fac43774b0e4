D = "Dances"
S = "Start times"
CATEGORIES = [
    ("Callers", ["Clem", "Dewey", "Mavis", "Wanda"]),
    ("Shirts", ["blue", "plaid", "red", "white"]),
    ("Dances", ["3 dances", "4 dances", "5 dances", "6 dances"], [3, 4, 5, 6]),
    ("Start times", ["7:00", "7:45", "8:30", "9:15"], [420, 465, 510, 555]),
]
SOLUTION = [
    ["Clem", "plaid", "5 dances", "8:30"],
    ["Dewey", "white", "3 dances", "9:15"],
    ["Mavis", "red", "6 dances", "7:00"],
    ["Wanda", "blue", "4 dances", "7:45"],
]
CLUES = [
    ("The caller in the red shirt started the evening and called the most dances.",
     lambda s: s.n(S, "red") == 420 and s.n(D, "red") == 6),
    ("Wanda started 45 minutes before Clem.", lambda s: s.n(S, "Wanda") == s.n(S, "Clem") - 45),
    ("Dewey called two fewer dances than the caller in plaid.", lambda s: s.n(D, "Dewey") == s.n(D, "plaid") - 2),
    ("The last caller of the night wasn't wearing blue or plaid.",
     lambda s: not s.same("9:15", "blue") and not s.same("9:15", "plaid")),
    ("Clem called one more dance than Wanda.", lambda s: s.n(D, "Clem") == s.n(D, "Wanda") + 1),
    ("Wanda's shirt was blue.", lambda s: s.same("Wanda", "blue")),
]
NUM = "."
DOT = False
INTRO = [
    "Saturday Night Square Dance",
    "At the Grange hall's Saturday night square dance, four callers took turns at the microphone, the first starting at 7:00 p.m. and the last at 9:15 p.m. Each caller wore a different shirt and called a different number of dances. Find each caller's shirt, number of dances, and starting time.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
