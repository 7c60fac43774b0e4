F = "Fares"
CATEGORIES = [
    ("Captains", ["Beatrix", "Cillian", "Paloma", "Rowan"]),
    ("Boats", ["Gull", "Minnow", "Otter", "Pelican"]),
    ("Docks", ["Fish Market", "Museum", "Old Mill", "Stadium"]),
    ("Fares", ["$6", "$8", "$10", "$12"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["Beatrix", "Otter", "Stadium", "$10"],
    ["Cillian", "Gull", "Museum", "$6"],
    ["Paloma", "Pelican", "Old Mill", "$12"],
    ["Rowan", "Minnow", "Fish Market", "$8"],
]
CLUES = [
    ("The taxi that stops at the Museum charges $4 less than Beatrix's taxi.", lambda s: s.n(F, "Museum") == s.n(F, "Beatrix") - 4),
    ("The Pelican charges the highest fare.", lambda s: s.n(F, "Pelican") == 12),
    ("Rowan's fare is $2 more than Cillian's.", lambda s: s.n(F, "Rowan") == s.n(F, "Cillian") + 2),
    ("Neither the Gull nor the Otter stops at the Old Mill.", lambda s: not s.same("Gull", "Old Mill") and not s.same("Otter", "Old Mill")),
    ("Of the Minnow and the taxi that stops at the Stadium, one is Rowan's and the other charges $10.",
     lambda s: not s.same("Minnow", "Stadium") and (
         (s.same("Minnow", "Rowan") and s.same("Stadium", "$10")) or (s.same("Stadium", "Rowan") and s.same("Minnow", "$10")))),
    ("Paloma doesn't run to the Fish Market.", lambda s: not s.same("Paloma", "Fish Market")),
    ("The Otter's fare isn't lower than the fare of the taxi to the Fish Market.", lambda s: not s.n(F, "Otter") < s.n(F, "Fish Market")),
    ("Paloma's fare is $2 more than Beatrix's.", lambda s: s.n(F, "Paloma") == s.n(F, "Beatrix") + 2),
]
QUESTIONS = [("Which boat does Cillian captain?", lambda s: s.v("Boats", "Cillian"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
