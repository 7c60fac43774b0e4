H, O, C, Z = "Phones", "Owners", "Charge levels", "Screen sizes"
CATEGORIES = [
    (H, ["Brightline X", "Cobalt 7", "Nimbus Pro", "Pebble Mini"]),
    (O, ["Farid", "Giselle", "Hamish", "Ivana"]),
    (C, ["12%", "31%", "58%", "87%"], [12, 31, 58, 87]),
    (Z, ["5.4 inches", "6.1 inches", "6.7 inches", "6.9 inches"], [54, 61, 67, 69]),
]
DOT = True
CLUES = [
    ("The phone with the smallest screen belongs to Giselle.", lambda s: s.same("5.4 inches", "Giselle")),
    ("Hamish's phone has 29 percentage points more charge than Ivana's.", lambda s: s.n(C, "Hamish") == s.n(C, "Ivana") + 29),
    ("The Cobalt 7 has the least charge.", lambda s: s.same("Cobalt 7", "12%")),
    ("The Nimbus Pro has a larger screen than the Brightline X.", lambda s: s.n(Z, "Nimbus Pro") > s.n(Z, "Brightline X")),
    ("Farid's phone is either the Cobalt 7 or the phone with the 6.7-inch screen.", lambda s: s.same("Farid", "Cobalt 7") != s.same("Farid", "6.7 inches")),
    ("Giselle doesn't own the Brightline X.", lambda s: not s.same("Giselle", "Brightline X")),
    ("The 6.1-inch phone has less charge than the 5.4-inch phone.", lambda s: s.n(C, "6.1 inches") < s.n(C, "5.4 inches")),
    ("The Brightline X has less charge than the Nimbus Pro.", lambda s: s.n(C, "Brightline X") < s.n(C, "Nimbus Pro")),
]
QUESTIONS = [("Whose phone is the Nimbus Pro?", lambda s: s.v(O, "Nimbus Pro"))]
