L = "Lengths"
F = "Finishes"
CATEGORIES = [
    ("Skippers", ["Mr. Hale", "Mrs. Ivers", "Dr. Jensen", "Ms. Kirby"]),
    ("Boats", ["Blue Heron", "Osprey", "Sea Sprite", "Wind Dancer"]),
    ("Lengths", ["22 feet", "26 feet", "30 feet", "34 feet"], [22, 26, 30, 34]),
    ("Finishes", ["first", "second", "third", "fourth"]),
]
SOLUTION = [
    ["Mr. Hale", "Osprey", "30 feet", "second"],
    ["Mrs. Ivers", "Sea Sprite", "22 feet", "first"],
    ["Dr. Jensen", "Blue Heron", "34 feet", "fourth"],
    ["Ms. Kirby", "Wind Dancer", "26 feet", "third"],
]
CLUES = [
    ("The smallest boat won the race.", lambda s: s.n(F, "22 feet") == 1),
    ("The Blue Heron is 8 feet longer than Ms. Kirby's boat.", lambda s: s.n(L, "Blue Heron") == s.n(L, "Ms. Kirby") + 8),
    ("Mr. Hale finished one place ahead of the Wind Dancer.", lambda s: s.n(F, "Mr. Hale") == s.n(F, "Wind Dancer") - 1),
    ("Dr. Jensen's boat came in last.", lambda s: s.n(F, "Dr. Jensen") == 4),
    ("The Osprey isn't 26 feet long.", lambda s: not s.same("Osprey", "26 feet")),
    ("Mrs. Ivers doesn't sail the Osprey or the Wind Dancer.",
     lambda s: not s.same("Mrs. Ivers", "Osprey") and not s.same("Mrs. Ivers", "Wind Dancer")),
    ("Mr. Hale's boat is 4 feet longer than Ms. Kirby's.", lambda s: s.n(L, "Mr. Hale") == s.n(L, "Ms. Kirby") + 4),
    ("Ms. Kirby didn't finish first.", lambda s: not s.same("Ms. Kirby", "first")),
]
NUM = "."
DOT = False
INTRO = [
    "The Harbor Point Regatta",
    "Four sailboats from the Harbor Point Yacht Club raced around the buoys on Sunday afternoon. Each boat has a different skipper and a different length, and there were no ties. Determine each skipper's boat, its length, and where it finished.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
