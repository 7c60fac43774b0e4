W = "Trash"
CATEGORIES = [
    ("Volunteers", ["Gina", "Hal", "Iris", "Jude", "Kofi"]),
    ("Beaches", ["Crescent Beach", "Driftwood Cove", "Gull Point", "Sandy Hook", "Tern Bay"]),
    ("Trash", ["18 pounds", "24 pounds", "30 pounds", "36 pounds", "42 pounds"], [18, 24, 30, 36, 42]),
    ("Most found", ["bottle caps", "cigarette butts", "fishing line", "plastic bags", "straws"]),
]
SOLUTION = [
    ["Gina", "Tern Bay", "30 pounds", "fishing line"],
    ["Hal", "Crescent Beach", "42 pounds", "bottle caps"],
    ["Iris", "Gull Point", "18 pounds", "straws"],
    ["Jude", "Sandy Hook", "36 pounds", "plastic bags"],
    ["Kofi", "Driftwood Cove", "24 pounds", "cigarette butts"],
]
CLUES = [
    ("The volunteer who hauled in the most trash found mostly bottle caps.",
     lambda s: s.n(W, "bottle caps") == 42),
    ("Iris collected 12 pounds less than Gina.", lambda s: s.n(W, "Iris") == s.n(W, "Gina") - 12),
    ("The Sandy Hook volunteer collected 6 pounds more than the one who found mostly fishing line.",
     lambda s: s.n(W, "Sandy Hook") == s.n(W, "fishing line") + 6),
    ("Kofi cleaned neither Tern Bay nor Gull Point.",
     lambda s: not s.same("Kofi", "Tern Bay") and not s.same("Kofi", "Gull Point")),
    ("Of the volunteer at Driftwood Cove and Hal, one collected 24 pounds and the other found mostly bottle caps.",
     lambda s: not s.same("Driftwood Cove", "Hal") and (
         (s.same("Driftwood Cove", "24 pounds") and s.same("Hal", "bottle caps")) or
         (s.same("Hal", "24 pounds") and s.same("Driftwood Cove", "bottle caps")))),
    ("Most of the trash at Gull Point was straws.", lambda s: s.same("Gull Point", "straws")),
    ("Hal hauled in 18 pounds more than Kofi.", lambda s: s.n(W, "Hal") == s.n(W, "Kofi") + 18),
    ("Jude, who didn't clean Crescent Beach, collected 6 pounds more than the Tern Bay volunteer.",
     lambda s: not s.same("Jude", "Crescent Beach") and s.n(W, "Jude") == s.n(W, "Tern Bay") + 6),
    ("The volunteer who found mostly cigarette butts collected 6 pounds more than Iris.",
     lambda s: s.n(W, "cigarette butts") == s.n(W, "Iris") + 6),
    ("Kofi collected somewhat less trash than Gina.", lambda s: s.n(W, "Kofi") < s.n(W, "Gina")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
