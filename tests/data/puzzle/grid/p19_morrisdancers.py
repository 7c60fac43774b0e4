Y = "Years dancing"
CATEGORIES = [
    ("Dancers", ["Fred", "George", "Harold", "Ivan"]),
    ("Sides", ["Oakley", "Pinfold", "Quarry Bank", "Rushford"]),
    ("Years dancing", ["3", "7", "11", "15"], [3, 7, 11, 15]),
    ("Baldrics", ["blue", "green", "red", "yellow"]),
]
SOLUTION = [
    ["Fred", "Oakley", "11", "green"],
    ["George", "Pinfold", "3", "yellow"],
    ["Harold", "Quarry Bank", "15", "red"],
    ["Ivan", "Rushford", "7", "blue"],
]
CLUES = [
    ("Harold has been dancing longer than any of the others.", lambda s: s.n(Y, "Harold") == 15),
    ("The Rushford dancer has danced four years longer than George.", lambda s: s.n(Y, "Rushford") == s.n(Y, "George") + 4),
    ("Fred wears a green baldric, and he has danced four years longer than the man in blue.",
     lambda s: s.same("Fred", "green") and s.n(Y, "Fred") == s.n(Y, "blue") + 4),
    ("The Oakley dancer doesn't wear red.", lambda s: not s.same("Oakley", "red")),
    ("George doesn't dance for Quarry Bank.", lambda s: not s.same("George", "Quarry Bank")),
    ("George has been dancing for the shortest time.", lambda s: s.n(Y, "George") == 3),
    ("Harold's baldric is red.", lambda s: s.same("Harold", "red")),
    ("Ivan has danced for fewer years than Fred, who dances for Oakley.",
     lambda s: s.n(Y, "Ivan") < s.n(Y, "Fred") and s.same("Fred", "Oakley")),
]
NUM = ")"
DOT = False
INTRO = ["Four morris men from four different sides met at a folk festival. Each wears his side's coloured baldric."]
OUTRO = ["Years dancing are whole years."]
REMARKS = INTRO + OUTRO
