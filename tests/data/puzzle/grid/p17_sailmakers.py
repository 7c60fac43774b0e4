A = "Areas"
CATEGORIES = [
    ("Sailmakers", ["Ada", "Bruno", "Cora", "Dmitri"]),
    ("Boats", ["ketch", "schooner", "sloop", "yawl"]),
    ("Areas", ["18 square metres", "26 square metres", "33 square metres", "47 square metres"], [18, 26, 33, 47]),
]
SOLUTION = [
    ["Ada", "yawl", "26 square metres"],
    ["Bruno", "schooner", "47 square metres"],
    ["Cora", "sloop", "18 square metres"],
    ["Dmitri", "ketch", "33 square metres"],
]
CLUES = [
    ("The schooner's sail was the largest.", lambda s: s.n(A, "schooner") == 47),
    ("Dmitri's sail was 7 square metres larger than Ada's.", lambda s: s.n(A, "Dmitri") == s.n(A, "Ada") + 7),
    ("Cora's sail was smaller than the one made for the yawl.", lambda s: s.n(A, "Cora") < s.n(A, "yawl")),
    ("Neither Ada nor Cora made the sail for the ketch.", lambda s: not s.same("Ada", "ketch") and not s.same("Cora", "ketch")),
]
NUM = "."
DOT = False
INTRO = ["Four sailmakers at the Quayside loft each finished a sail for a different boat this week."]
OUTRO = []
REMARKS = INTRO + OUTRO
