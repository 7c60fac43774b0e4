Z = "Sizes"
def z(s, x):
    return s.n(Z, x)
CATEGORIES = [
    ("Runners", ["Ash", "Bex", "Cole", "Dee"]),
    ("Sizes", ["small", "medium", "large", "extra large"]),
    ("Colours", ["coral", "lime", "navy", "teal"]),
]
CLUES = [
    ("Bex wears a smaller size than anyone else on the team.", lambda s: z(s, "Bex") == 1),
    ("The navy shirt is one size larger than Ash's.", lambda s: z(s, "navy") == z(s, "Ash") + 1),
    ("Dee's shirt isn't coral or navy.", lambda s: not s.same("Dee", "coral") and not s.same("Dee", "navy")),
    ("The teal shirt is bigger than the lime one.", lambda s: z(s, "teal") > z(s, "lime")),
    ("Cole doesn't wear the lime shirt.", lambda s: not s.same("Cole", "lime")),
    ("Cole has the largest shirt.", lambda s: z(s, "Cole") == 4),
    ("The coral shirt is the smallest.", lambda s: z(s, "coral") == 1),
]
REMARKS = ["The four members of a relay team ordered new shirts, each in a different colour and a different size."]
