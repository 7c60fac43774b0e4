D = "Depths"
CATEGORIES = [
    ("Submersibles", ["Abyss", "Kraken", "Nautilus", "Seeker", "Triton"]),
    ("Pilots", ["Greer", "Haines", "Ibsen", "Joplin", "Kemp"]),
    ("Depths", ["300 m", "350 m", "400 m", "450 m", "500 m"], [300, 350, 400, 450, 500]),
]
SOLUTION = [
    ["Abyss", "Joplin", "400 m"],
    ["Kraken", "Greer", "500 m"],
    ["Nautilus", "Kemp", "300 m"],
    ["Seeker", "Haines", "450 m"],
    ["Triton", "Ibsen", "350 m"],
]
CLUES = [
    ("Of the five, the Kraken made the deepest dive.", lambda s: s.n(D, "Kraken") == 500),
    ("The sub piloted by Kemp went 50 m shallower than the Triton.", lambda s: s.n(D, "Kemp") == s.n(D, "Triton") - 50),
    ("Joplin's dive was 100 meters deeper than Kemp's.", lambda s: s.n(D, "Joplin") == s.n(D, "Kemp") + 100),
    ("Neither Ibsen nor Greer piloted the Seeker.", lambda s: not s.same("Ibsen", "Seeker") and not s.same("Greer", "Seeker")),
    ("The 450 m dive was made either by the Seeker or by Greer.",
     lambda s: s.same("450 m", "Seeker") != s.same("450 m", "Greer")),
    ("Ibsen didn't pilot the Abyss.", lambda s: not s.same("Ibsen", "Abyss")),
    ("Haines's dive went deeper than Joplin's.", lambda s: s.n(D, "Haines") > s.n(D, "Joplin")),
    ('The Seeker went 50 m deeper than the Abyss.', lambda s: s.n(D, "Seeker") == s.n(D, "Abyss") + 50),
    ("Greer didn't take the Triton down.", lambda s: not s.same("Greer", "Triton")),
]
NUM = "."
DOT = False
INTRO = ["Five research submersibles each made one test dive last week, each with a different pilot."]
OUTRO = []
REMARKS = INTRO + OUTRO
