L = "Lengths"
CATEGORIES = [
    ("Owners", ["Ottilie", "Percival", "Quentin", "Rosalind", "Sunniva"]),
    ("Axolotls", ["Gumdrop", "Mochi", "Noodle", "Pickle", "Wasabi"]),
    ("Colors", ["copper", "golden", "leucistic", "melanoid", "wild type"]),
    ("Lengths", ["18 cm", "20 cm", "22 cm", "24 cm", "26 cm"], [18, 20, 22, 24, 26]),
]
SOLUTION = [
    ["Ottilie", "Noodle", "melanoid", "22 cm"],
    ["Percival", "Wasabi", "golden", "26 cm"],
    ["Quentin", "Mochi", "leucistic", "18 cm"],
    ["Rosalind", "Pickle", "copper", "24 cm"],
    ["Sunniva", "Gumdrop", "wild type", "20 cm"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("Noodle is 4 cm shorter than the golden axolotl.", lambda s: s.n(L, "Noodle") == s.n(L, "golden") - 4),
    ("Rosalind's axolotl is 2 cm longer than Ottilie's.", lambda s: s.n(L, "Rosalind") == s.n(L, "Ottilie") + 2),
    ("Of Mochi and Sunniva's axolotl, one is the shortest and the other is the wild type.",
     lambda s: s.e("Mochi") != s.e("Sunniva") and (
         (s.n(L, "Mochi") == 18 and s.same("Sunniva", "wild type")) or
         (s.n(L, "Sunniva") == 18 and s.same("Mochi", "wild type")))),
    ("The copper axolotl isn't Wasabi.", lambda s: not s.same("copper", "Wasabi")),
    ("Neither Quentin nor Percival owns Pickle.", lambda s: not s.same("Quentin", "Pickle") and not s.same("Percival", "Pickle")),
    ("The leucistic axolotl is somewhat shorter than Gumdrop.", lambda s: s.n(L, "leucistic") < s.n(L, "Gumdrop")),
    ("Either Percival or Rosalind owns the longest axolotl.", lambda s: s.same("Percival", "26 cm") != s.same("Rosalind", "26 cm")),
    ("Pickle is 6 cm longer than the leucistic axolotl.", lambda s: s.n(L, "Pickle") == s.n(L, "leucistic") + 6),
    ("Wasabi isn't 4 cm longer than Rosalind's axolotl.", lambda s: s.n(L, "Wasabi") != s.n(L, "Rosalind") + 4),
    ("The five axolotls are Wasabi, Quentin's, the copper one, the 22 cm one and the wild type.",
     lambda s: diff(s, "Wasabi", "Quentin", "copper", "22 cm", "wild type")),
    ("Percival's axolotl is 4 cm longer than Ottilie's.", lambda s: s.n(L, "Percival") == s.n(L, "Ottilie") + 4),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
