L = "Lengths"
CATEGORIES = [
    ("Knitters", ["Mrs Ellis", "Mrs Fenn", "Miss Gray", "Mrs Hobbs"]),
    ("Colours", ["burgundy", "mustard", "navy", "sage"]),
    ("Stitches", ["cable", "garter", "moss", "rib"]),
    ("Lengths", ["120 cm", "135 cm", "150 cm", "165 cm"], [120, 135, 150, 165]),
]
SOLUTION = [
    ["Mrs Ellis", "sage", "rib", "150 cm"],
    ["Mrs Fenn", "navy", "cable", "120 cm"],
    ["Miss Gray", "burgundy", "moss", "165 cm"],
    ["Mrs Hobbs", "mustard", "garter", "135 cm"],
]
CLUES = [
    ("Mrs Fenn's scarf was 15 cm shorter than the mustard one.",
     lambda s: s.n(L, "Mrs Fenn") == s.n(L, "mustard") - 15),
    ("The longest scarf was knitted in moss stitch, but not by Mrs Hobbs.",
     lambda s: s.n(L, "moss") == 165 and not s.same("moss", "Mrs Hobbs")),
    ("Mrs Ellis, who knitted hers in rib, didn't use the navy wool.",
     lambda s: s.same("Mrs Ellis", "rib") and not s.same("Mrs Ellis", "navy")),
    ("The cable-knit scarf was 30 cm shorter than the sage one.",
     lambda s: s.n(L, "cable") == s.n(L, "sage") - 30),
    ("Miss Gray chose neither the mustard nor the sage wool.",
     lambda s: not s.same("Miss Gray", "mustard") and not s.same("Miss Gray", "sage")),
    ("The garter-stitch scarf was shorter than the burgundy one.",
     lambda s: s.n(L, "garter") < s.n(L, "burgundy")),
    ("Mrs Ellis's scarf was longer than Mrs Hobbs's.", lambda s: s.n(L, "Mrs Ellis") > s.n(L, "Mrs Hobbs")),
]
NUM = ")"
DOT = False
INTRO = ["Knit One, Purl One",
         "The ladies of the Wednesday knitting circle each knitted a scarf for the church winter sale. "
         "Each used wool of a different colour and a different stitch, and no two scarves came out the same length."]
OUTRO = []
REMARKS = INTRO + OUTRO
