H = "Hours"
CATEGORIES = [
    ("Stitchers", ["Maggie", "Nina", "Olive", "Peggy"]),
    ("Designs", ["cottage", "lighthouse", "owl", "sampler"]),
    ("Hours", ["20 hours", "25 hours", "30 hours", "35 hours"], [20, 25, 30, 35]),
    ("Fabrics", ["Aida", "evenweave", "linen", "plastic canvas"]),
]
SOLUTION = [
    ["Maggie", "owl", "30 hours", "linen"],
    ["Nina", "lighthouse", "20 hours", "Aida"],
    ["Olive", "sampler", "35 hours", "evenweave"],
    ["Peggy", "cottage", "25 hours", "plastic canvas"],
]
CLUES = [
    ("The sampler took the longest to finish.", lambda s: s.n(H, "sampler") == 35),
    ("The lighthouse took 10 hours less than the owl.", lambda s: s.n(H, "lighthouse") == s.n(H, "owl") - 10),
    ("Nina stitched on Aida.", lambda s: s.same("Nina", "Aida")),
    ("Peggy's piece took five hours longer than Nina's.", lambda s: s.n(H, "Peggy") == s.n(H, "Nina") + 5),
    ("The piece on linen was neither the cottage nor the sampler.",
     lambda s: not s.same("linen", "cottage") and not s.same("linen", "sampler")),
    ("Olive didn't use plastic canvas.", lambda s: not s.same("Olive", "plastic canvas")),
    ("Olive's picture took longer than Maggie's.", lambda s: s.n(H, "Olive") > s.n(H, "Maggie")),
    ("Nina was the quickest to finish her picture.", lambda s: s.n(H, "Nina") == 20),
]
NUM = "."
DOT = False
INTRO = ["Four friends at the Thursday sewing circle each finished a cross-stitch picture this winter, each on a different fabric."]
OUTRO = []
REMARKS = INTRO + OUTRO
