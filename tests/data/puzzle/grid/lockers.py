# Mostly negative clues: negated positions, a negated comparative and a
# negated "one between".
L = "Lockers"
def near(s, a, b, d):
    return abs(s.n(L, a) - s.n(L, b)) == d
CATEGORIES = [
    ("Lockers", ["1", "2", "3", "4", "5"]),
    ("Students", ["Abel", "Bryn", "Cyd", "Dax", "Evi"]),
    ("Padlocks", ["brass", "chrome", "green", "red", "steel"]),
]
CLUES = [
    ("Abel's locker isn't at either end of the row.", lambda s: s.n(L, "Abel") not in (1, 5)),
    ("Cyd's locker isn't somewhere to the left of Evi's.", lambda s: not s.n(L, "Cyd") < s.n(L, "Evi")),
    ("The steel padlock isn't next to the brass one.", lambda s: not near(s, "steel", "brass", 1)),
    ("Dax's locker doesn't have a lower number than Cyd's.", lambda s: not s.n(L, "Dax") < s.n(L, "Cyd")),
    ("Evi's padlock is neither chrome nor brass.", lambda s: not s.same("Evi", "chrome") and not s.same("Evi", "brass")),
    ("Bryn doesn't have the green padlock.", lambda s: not s.same("Bryn", "green")),
    ("Cyd's locker is directly right of the one with the chrome padlock.", lambda s: s.n(L, "Cyd") == s.n(L, "chrome") + 1),
    ("The green padlock is at one end of the row.", lambda s: s.n(L, "green") in (1, 5)),
    ("Evi's locker isn't locker 1.", lambda s: s.n(L, "Evi") != 1),
    ("The steel padlock isn't somewhere to the right of the red one.", lambda s: not s.n(L, "steel") > s.n(L, "red")),
]
REMARKS = ["Locker 1 is at the left end of the row."]
