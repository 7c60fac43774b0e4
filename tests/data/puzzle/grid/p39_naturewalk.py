CATEGORIES = [
    ("Children", ["Lena", "Max", "Nora", "Omar"]),
    ("Finds", ["acorn", "feather", "snail shell", "pine cone"]),
    ("Spots", ["by the pond", "under the oak", "on the path", "near the gate"]),
]
SOLUTION = [
    ["Lena", "feather", "by the pond"],
    ["Max", "pine cone", "near the gate"],
    ["Nora", "acorn", "on the path"],
    ["Omar", "snail shell", "under the oak"],
]
CLUES = [
    ("The feather was found by the pond, but not by Max.",
     lambda s: s.same("feather", "by the pond") and not s.same("Max", "feather")),
    ("Omar didn't find anything on the path or by the pond.",
     lambda s: not s.same("Omar", "on the path") and not s.same("Omar", "by the pond")),
    ("Neither Nora nor the child who found the pine cone was under the oak.",
     lambda s: not s.same("Nora", "under the oak") and not s.same("pine cone", "under the oak")),
    ("The acorn was picked up on the path.", lambda s: s.same("acorn", "on the path")),
    ("Lena didn't find the acorn, and Omar didn't find the pine cone.",
     lambda s: not s.same("Lena", "acorn") and not s.same("Omar", "pine cone")),
    ("Nora didn't go near the gate or the pond.",
     lambda s: not s.same("Nora", "near the gate") and not s.same("Nora", "by the pond")),
]
QUESTIONS = [("Who found the pine cone?", lambda s: s.v("Children", "pine cone"))]
NUM = None
DOT = False
INTRO = ["On the class nature walk, four children each found something different, each in a different spot."]
OUTRO = []
REMARKS = INTRO + OUTRO
