H = "Hours"
CATEGORIES = [
    ("Dancers", ["Ginny", "Lorraine", "Mavis", "Rhoda", "Trudy"]),
    ("Partners", ["Archie", "Buster", "Clyde", "Dutch", "Felix"]),
    ("Hours", ["14 hours", "17 hours", "20 hours", "23 hours", "26 hours"], [14, 17, 20, 23, 26]),
    ("Numbers", ["No. 12", "No. 27", "No. 33", "No. 41", "No. 58"]),
]
SOLUTION = [
    ["Ginny", "Dutch", "20 hours", "No. 41"],
    ["Lorraine", "Archie", "26 hours", "No. 12"],
    ["Mavis", "Felix", "14 hours", "No. 58"],
    ["Rhoda", "Clyde", "23 hours", "No. 27"],
    ["Trudy", "Buster", "17 hours", "No. 33"],
]
CLUES = [
    ("Lorraine and her partner outlasted every other couple.", lambda s: s.n(H, "Lorraine") == 26),
    ("The couple wearing No. 58 dropped out first.", lambda s: s.n(H, "No. 58") == 14),
    ("Rhoda danced 6 hours longer than Trudy.", lambda s: s.n(H, "Rhoda") == s.n(H, "Trudy") + 6),
    ("Clyde and his partner lasted 3 hours longer than Dutch and his.", lambda s: s.n(H, "Clyde") == s.n(H, "Dutch") + 3),
    ("Archie and his partner wore No. 12.", lambda s: s.same("Archie", "No. 12")),
    ("Of Ginny and the woman who danced with Felix, one wore No. 41 and the other lasted 14 hours.",
     lambda s: not s.same("Ginny", "Felix") and (
         (s.same("Ginny", "No. 41") and s.same("Felix", "14 hours")) or
         (s.same("Felix", "No. 41") and s.same("Ginny", "14 hours")))),
    ("Buster didn't dance with Ginny.", lambda s: not s.same("Buster", "Ginny")),
    ("Ginny and her partner lasted 6 hours longer than Mavis and hers.", lambda s: s.n(H, "Ginny") == s.n(H, "Mavis") + 6),
    ("The couple wearing No. 27 lasted 23 hours.", lambda s: s.same("No. 27", "23 hours")),
    ("Buster's partner danced 3 hours longer than Felix's.", lambda s: s.n(H, "Buster") == s.n(H, "Felix") + 3),
]
NUM = "."
DOT = False
INTRO = [
    "The Charity Dance Marathon",
    "Five couples entered the Elks Lodge charity dance marathon. Each woman danced with a different partner, each couple wore a different number, and the couples dropped out one at a time. Determine each woman's partner, the couple's number, and how many hours they danced.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
