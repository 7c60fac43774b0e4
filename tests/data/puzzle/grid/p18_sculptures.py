W = "Weights"
CATEGORIES = [
    ("Artists", ["Ash", "Bex", "Cyrus", "Della", "Emil"]),
    ("Materials", ["bronze", "clay", "glass", "marble", "wood"]),
    ("Weights", ["12 kg", "18 kg", "25 kg", "40 kg", "55 kg"], [12, 18, 25, 40, 55]),
    ("Subjects", ["bird", "hand", "horse", "moon", "wave"]),
]
SOLUTION = [
    ["Ash", "glass", "12 kg", "wave"],
    ["Bex", "marble", "55 kg", "horse"],
    ["Cyrus", "wood", "25 kg", "bird"],
    ["Della", "clay", "18 kg", "hand"],
    ["Emil", "bronze", "40 kg", "moon"],
]
CLUES = [
    ("The marble horse is the heaviest piece.", lambda s: s.same("marble", "horse") and s.n(W, "marble") == 55),
    ("The glass sculpture weighs 6 kg less than Della's.", lambda s: s.n(W, "glass") == s.n(W, "Della") - 6),
    ("Emil's sculpture weighs 15 kg more than the bird.", lambda s: s.n(W, "Emil") == s.n(W, "bird") + 15),
    ("The clay piece isn't the moon or the wave.", lambda s: not s.same("clay", "moon") and not s.same("clay", "wave")),
    ("Of Cyrus and the bronze piece, one is the bird and the other weighs 40 kg.",
     lambda s: not s.same("Cyrus", "bronze") and (
         (s.same("Cyrus", "bird") and s.same("bronze", "40 kg")) or (s.same("bronze", "bird") and s.same("Cyrus", "40 kg")))),
    ("Ash's sculpture is lighter than Cyrus's.", lambda s: s.n(W, "Ash") < s.n(W, "Cyrus")),
    ("Bex didn't work in bronze.", lambda s: not s.same("Bex", "bronze")),
    ("The wave is lighter than the hand.", lambda s: s.n(W, "wave") < s.n(W, "hand")),
    ("Cyrus carved his piece from wood.", lambda s: s.same("Cyrus", "wood")),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
