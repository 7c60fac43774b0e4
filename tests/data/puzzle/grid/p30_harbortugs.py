H = "Horsepower"
CATEGORIES = [
    ("Tugs", ["Bulldog", "Sea Mule", "Tenacity", "Wrangler"]),
    ("Captains", ["Brandt", "Corrigan", "Oduya", "Pruitt"]),
    ("Horsepower", ["1800 hp", "2400 hp", "3000 hp", "3600 hp"], [1800, 2400, 3000, 3600]),
    ("Ships", ["cargo ship", "cruise ship", "ferry", "tanker"]),
]
SOLUTION = [
    ["Bulldog", "Oduya", "3600 hp", "tanker"],
    ["Sea Mule", "Brandt", "1800 hp", "ferry"],
    ["Tenacity", "Pruitt", "3000 hp", "cruise ship"],
    ["Wrangler", "Corrigan", "2400 hp", "cargo ship"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The most powerful tug towed the tanker.",
     lambda s: s.same("3600 hp", "tanker")),
    ("Captain Pruitt's tug has 600 more horsepower than the Wrangler.",
     lambda s: s.n(H, "Pruitt") == s.n(H, "Wrangler") + 600),
    ("The ferry was handled by either the Tenacity or Captain Brandt's tug.",
     lambda s: s.same("ferry", "Tenacity") != s.same("ferry", "Brandt")),
    ("Of the Bulldog and the tug with 2400 hp, one is captained by Oduya and the other assisted the cargo ship.",
     lambda s: one_other(s, "Bulldog", "2400 hp", "Oduya", "cargo ship")),
    ("The Sea Mule has less horsepower than the tug that handled the cruise ship.",
     lambda s: s.n(H, "Sea Mule") < s.n(H, "cruise ship")),
    ("Corrigan doesn't captain the Sea Mule.",
     lambda s: not s.same("Corrigan", "Sea Mule")),
    ("The Tenacity has 1200 more horsepower than the Sea Mule.",
     lambda s: s.n(H, "Tenacity") == s.n(H, "Sea Mule") + 1200),
    ("The Sea Mule is the least powerful of the four tugs.",
     lambda s: s.n(H, "Sea Mule") == 1800),
]
QUESTIONS = [("Which tug brought in the ferry, and who is its captain?", lambda s: (s.v("Tugs", "ferry"), s.v("Captains", "ferry")))]
NUM = "."
DOT = False
INTRO = ["Four harbor tugs each helped a different ship into port this morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
