H = "Heights"
CATEGORIES = [
    ("Gardeners", ["Gideon", "Harriet", "Isidore", "Juno"]),
    ("Materials", ["cast iron", "ceramic", "concrete", "copper"]),
    ("Heights", ["24 inches", "28 inches", "32 inches", "36 inches"], [24, 28, 32, 36]),
]
SOLUTION = [
    ["Gideon", "concrete", "36 inches"],
    ["Harriet", "copper", "24 inches"],
    ["Isidore", "ceramic", "32 inches"],
    ["Juno", "cast iron", "28 inches"],
]
CLUES = [
    ("The tallest birdbath is made of concrete.", lambda s: s.n(H, "concrete") == 36),
    ("Harriet's birdbath is 4 inches shorter than Juno's.", lambda s: s.n(H, "Harriet") == s.n(H, "Juno") - 4),
    ("The ceramic birdbath is taller than the cast iron one.", lambda s: s.n(H, "ceramic") > s.n(H, "cast iron")),
    ("Isidore's birdbath isn't 28 inches tall.", lambda s: not s.same("Isidore", "28 inches")),
    ("Gideon's birdbath is the tallest.", lambda s: s.n(H, "Gideon") == 36),
    ("The copper birdbath is 8 inches shorter than Isidore's.", lambda s: s.n(H, "copper") == s.n(H, "Isidore") - 8),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
