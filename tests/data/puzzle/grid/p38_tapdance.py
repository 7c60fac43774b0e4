A = "Ages"
CATEGORIES = [
    ("Dancers", ["Cosima", "Elliot", "Marisol", "Theo"]),
    ("Shoes", ["black", "red", "silver", "white"]),
    ("Studios", ["Encore", "Footlights", "Rhythm Box", "Starlight"]),
    ("Ages", ["9", "11", "13", "15"], [9, 11, 13, 15]),
]
SOLUTION = [
    ["Cosima", "silver", "Rhythm Box", "13"],
    ["Elliot", "black", "Starlight", "9"],
    ["Marisol", "white", "Encore", "15"],
    ["Theo", "red", "Footlights", "11"],
]
CLUES = [
    ("The dancer from Rhythm Box is 4 years older than Elliot.", lambda s: s.n(A, "Rhythm Box") == s.n(A, "Elliot") + 4),
    ("Marisol is the oldest dancer.", lambda s: s.n(A, "Marisol") == 15),
    ("The dancer in red shoes is 2 years younger than the dancer in silver shoes.", lambda s: s.n(A, "red") == s.n(A, "silver") - 2),
    ("Neither Theo nor the dancer in white shoes trains at Starlight.", lambda s: not s.same("Theo", "Starlight") and not s.same("white", "Starlight")),
    ("The 9-year-old doesn't wear white shoes.", lambda s: not s.same("9", "white")),
    ("Of Cosima and the dancer from Encore, one wears silver shoes and the other is 15.",
     lambda s: not s.same("Cosima", "Encore") and (
         (s.same("Cosima", "silver") and s.same("Encore", "15")) or (s.same("Encore", "silver") and s.same("Cosima", "15")))),
    ("The dancer from Footlights isn't older than the dancer from Rhythm Box.", lambda s: not s.n(A, "Footlights") > s.n(A, "Rhythm Box")),
    ("Theo is 2 years older than Elliot.", lambda s: s.n(A, "Theo") == s.n(A, "Elliot") + 2),
    ("The dancer in black shoes is the youngest.", lambda s: s.n(A, "black") == 9),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
