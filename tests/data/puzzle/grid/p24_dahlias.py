# British: the allotment society's dahlia bench; widths in cm.
W = "Widths"
CATEGORIES = [
    ("Growers", ["Mr Bishop", "Mrs Cope", "Mr Dyer", "Mrs Ewart"]),
    ("Colours", ["crimson", "lilac", "orange", "white"]),
    ("Widths", ["15 cm", "18 cm", "21 cm", "24 cm"], [15, 18, 21, 24]),
]
SOLUTION = [
    ["Mr Bishop", "white", "18 cm"],
    ["Mrs Cope", "crimson", "24 cm"],
    ["Mr Dyer", "orange", "15 cm"],
    ["Mrs Ewart", "lilac", "21 cm"],
]
CLUES = [
    ("Mrs Cope's crimson bloom was the widest on the bench.",
     lambda s: s.same("Mrs Cope", "crimson") and s.n(W, "Mrs Cope") == 24),
    ("The lilac dahlia was 3 cm wider than the white one.", lambda s: s.n(W, "lilac") == s.n(W, "white") + 3),
    ("Mr Dyer's was neither the white nor the lilac.",
     lambda s: not s.same("Mr Dyer", "white") and not s.same("Mr Dyer", "lilac")),
    ("The orange bloom measured 6 cm less across than Mrs Ewart's.", lambda s: s.n(W, "orange") == s.n(W, "Mrs Ewart") - 6),
]
QUESTIONS = [("Whose dahlia was white?", lambda s: s.v("Growers", "white"))]
NUM = "."
DOT = False
INTRO = ["Four plot-holders each put one dahlia on the bench at the allotment society's summer show. The blooms were of different colours and, measured across, no two were the same width."]
OUTRO = []
REMARKS = INTRO + OUTRO
