H = "Moorings"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Moorings", ["1", "2", "3", "4", "5"]),
    ("Boats", ["Aurora", "Bluebell", "Cormorant", "Dawn Treader", "Egret"]),
    ("Jobs", ["baker", "carpenter", "dentist", "florist", "glazier"]),
    ("Pets", ["cat", "parrot", "terrier", "hamster", "goldfish"]),
]
SOLUTION = [
    ["1", "Egret", "dentist", "parrot"],
    ["2", "Aurora", "glazier", "cat"],
    ["3", "Cormorant", "baker", "goldfish"],
    ["4", "Bluebell", "florist", "terrier"],
    ["5", "Dawn Treader", "carpenter", "hamster"],
]
CLUES = [
    ("The baker is moored in the middle.", lambda s: s.n(H, "baker") == 3),
    ("The Egret is in the first mooring.", lambda s: s.n(H, "Egret") == 1),
    ("The dentist owns the Egret.", lambda s: s.same("dentist", "Egret")),
    ("The florist's boat is directly to the right of the baker's.", lambda s: s.n(H, "florist") == s.n(H, "baker") + 1),
    ("The Dawn Treader is at the far right.", lambda s: s.n(H, "Dawn Treader") == 5),
    ("The terrier lives on the Bluebell.", lambda s: s.same("terrier", "Bluebell")),
    ("The carpenter keeps a hamster.", lambda s: s.same("carpenter", "hamster")),
    ("The cat is on the boat next to the Egret.", lambda s: near(s, "cat", "Egret")),
    ("The Aurora's owner is the glazier.", lambda s: s.same("Aurora", "glazier")),
    ("The parrot's owner lives next to the glazier.", lambda s: near(s, "parrot", "glazier")),
    ("The Cormorant is moored next to the Aurora.", lambda s: near(s, "Cormorant", "Aurora")),
    ("The baker keeps goldfish.", lambda s: s.same("baker", "goldfish")),
]
QUESTIONS = [
    ("Who owns the goldfish?", lambda s: s.v("Jobs", "goldfish")),
    ("Which boat is the carpenter's?", lambda s: s.v("Boats", "carpenter")),
]
NUM = None
DOT = False
INTRO = ["Five houseboats are moored in a row, numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
