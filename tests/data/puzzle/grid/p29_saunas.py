T = "Temperatures"
P = "Prices"
CATEGORIES = [
    ("Owners", ["Aldo", "Bianca", "Cyrus", "Delphine", "Emeka"]),
    ("Woods", ["aspen", "cedar", "hemlock", "pine", "spruce"]),
    ("Temperatures", ["170 degrees", "180 degrees", "190 degrees", "200 degrees", "210 degrees"], [170, 180, 190, 200, 210]),
    ("Prices", ["$14", "$16", "$18", "$20", "$22"], [14, 16, 18, 20, 22]),
]
SOLUTION = [
    ["Aldo", "pine", "190 degrees", "$20"],
    ["Bianca", "aspen", "210 degrees", "$14"],
    ["Cyrus", "cedar", "170 degrees", "$22"],
    ["Delphine", "spruce", "200 degrees", "$16"],
    ["Emeka", "hemlock", "180 degrees", "$18"],
]
CLUES = [
    ("The cedar sauna runs at the lowest temperature, and it charges the most.",
     lambda s: s.n(T, "cedar") == 170 and s.n(P, "cedar") == 22),
    ("A session at Emeka's sauna costs $2 less than one at Aldo's.", lambda s: s.n(P, "Emeka") == s.n(P, "Aldo") - 2),
    ("The sauna kept at 200 degrees charges $2 less than the hemlock sauna.",
     lambda s: s.n(P, "200 degrees") == s.n(P, "hemlock") - 2),
    ("Of the pine sauna and Bianca's, one is kept at 210 degrees and the other charges $20.",
     lambda s: not s.same("pine", "Bianca") and (
         (s.same("pine", "210 degrees") and s.same("Bianca", "$20")) or
         (s.same("Bianca", "210 degrees") and s.same("pine", "$20")))),
    ("Delphine keeps her sauna 10 degrees hotter than Aldo does.",
     lambda s: s.n(T, "Delphine") == s.n(T, "Aldo") + 10),
    ("Bianca's sauna runs 30 degrees hotter than Emeka's.",
     lambda s: s.n(T, "Bianca") == s.n(T, "Emeka") + 30),
    ("The spruce sauna charges $2 more than the aspen one.",
     lambda s: s.n(P, "spruce") == s.n(P, "aspen") + 2),
    ("Cyrus doesn't charge less than Aldo.", lambda s: not s.n(P, "Cyrus") < s.n(P, "Aldo")),
]
NUM = "."
DOT = True
INTRO = ["Five saunas stand along the lake shore, each lined with a different wood."]
OUTRO = ["Prices are per session."]
REMARKS = INTRO + OUTRO
