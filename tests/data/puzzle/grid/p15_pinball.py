S = "Scores"
CATEGORIES = [
    ("Players", ["Dex", "Fenna", "Gus", "Harriet", "Ines"]),
    ("Machines", ["Black Knight", "Firepower", "Pharaoh", "Space Shuttle", "Twilight Zone"]),
    ("Scores", ["1.2 million", "1.8 million", "2.5 million", "3.1 million", "4.4 million"], [12, 18, 25, 31, 44]),
]
SOLUTION = [
    ["Dex", "Pharaoh", "2.5 million"],
    ["Fenna", "Twilight Zone", "4.4 million"],
    ["Gus", "Black Knight", "1.2 million"],
    ["Harriet", "Space Shuttle", "3.1 million"],
    ["Ines", "Firepower", "1.8 million"],
]
CLUES = [
    ("The person who played Twilight Zone had the top score.", lambda s: s.n(S, "Twilight Zone") == 44),
    ("Gus scored less than Ines.", lambda s: s.n(S, "Gus") < s.n(S, "Ines")),
    ("Harriet's score was 0.6 million higher than Dex's.", lambda s: s.n(S, "Harriet") == s.n(S, "Dex") + 6),
    ("The Firepower player scored 0.6 million more than Gus.", lambda s: s.n(S, "Firepower") == s.n(S, "Gus") + 6),
    ("Fenna didn't play Space Shuttle.", lambda s: not s.same("Fenna", "Space Shuttle")),
    ("Either Dex or Gus played Pharaoh.", lambda s: s.same("Dex", "Pharaoh") != s.same("Gus", "Pharaoh")),
    ("Harriet didn't play Black Knight.", lambda s: not s.same("Harriet", "Black Knight")),
    ("Harriet scored more than Ines but less than Fenna.", lambda s: s.n(S, "Ines") < s.n(S, "Harriet") < s.n(S, "Fenna")),
    ("Dex didn't play Black Knight.", lambda s: not s.same("Dex", "Black Knight")),
]
NUM = ""
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
