H = "Halfway splits"
CATEGORIES = [
    ("Runners", ["Kofi", "Lena", "Mateo", "Nadia"]),
    ("Halfway splits", ["88 minutes", "92 minutes", "96 minutes", "100 minutes"], [88, 92, 96, 100]),
    ("Bibs", ["blue", "green", "red", "yellow"]),
    ("Hometowns", ["Austin", "Denver", "Omaha", "Tulsa"]),
]
SOLUTION = [
    ["Kofi", "92 minutes", "red", "Omaha"],
    ["Lena", "88 minutes", "yellow", "Denver"],
    ["Mateo", "100 minutes", "green", "Austin"],
    ["Nadia", "96 minutes", "blue", "Tulsa"],
]
CLUES = [
    ("The runner from Denver had the fastest halfway split.", lambda s: s.n(H, "Denver") == 88),
    ("Kofi reached halfway 4 minutes before Nadia.", lambda s: s.n(H, "Kofi") == s.n(H, "Nadia") - 4),
    ("The runner in the green bib is from Austin.", lambda s: s.same("green", "Austin")),
    ("Mateo was slower to halfway than the runner in blue.", lambda s: s.n(H, "Mateo") > s.n(H, "blue")),
    ("Nadia isn't from Omaha.", lambda s: not s.same("Nadia", "Omaha")),
    ('The runner in yellow was 12 minutes faster to halfway than Mateo.', lambda s: s.n(H, "yellow") == s.n(H, "Mateo") - 12),
    ("Kofi isn't from Austin.", lambda s: not s.same("Kofi", "Austin")),
    ('The runner from Tulsa wore blue.', lambda s: s.same("Tulsa", "blue")),
    ("Mateo's bib wasn't red.", lambda s: not s.same("Mateo", "red")),
    ('Lena beat Kofi to halfway.', lambda s: s.n(H, "Lena") < s.n(H, "Kofi")),
]
NUM = "."
DOT = False
INTRO = ["Four runners compared their halfway splits after the city marathon."]
OUTRO = []
REMARKS = INTRO + OUTRO
