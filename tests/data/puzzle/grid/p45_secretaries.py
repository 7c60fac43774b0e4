F, L, B, S = "First names", "Last names", "Bosses", "Speeds"
CATEGORIES = [
    (F, ["Bernadette", "Charlotte", "Dolores", "Eunice"]),
    (L, ["Quinlan", "Rossi", "Sato", "Thorne"]),
    (B, ["Mr. Abel", "Mr. Bloom", "Mr. Crump", "Mr. Dietz"]),
    (S, ["55 wpm", "60 wpm", "65 wpm", "70 wpm"], [55, 60, 65, 70]),
]
SOLUTION = [
    ["Bernadette", "Sato", "Mr. Crump", "65 wpm"],
    ["Charlotte", "Quinlan", "Mr. Abel", "70 wpm"],
    ["Dolores", "Thorne", "Mr. Dietz", "55 wpm"],
    ["Eunice", "Rossi", "Mr. Bloom", "60 wpm"],
]
CLUES = [
    ("Mr. Abel's secretary types faster than any of the others.", lambda s: s.n(S, "Mr. Abel") == 70),
    ("Miss Rossi types 5 words a minute slower than Bernadette.", lambda s: s.n(S, "Rossi") == s.n(S, "Bernadette") - 5),
    ("Dolores, who isn't Miss Sato, works for Mr. Dietz.",
     lambda s: not s.same("Dolores", "Sato") and s.same("Dolores", "Mr. Dietz")),
    ("Miss Thorne types more slowly than Mr. Bloom's secretary.", lambda s: s.n(S, "Thorne") < s.n(S, "Mr. Bloom")),
    ("Charlotte's last name is neither Sato nor Thorne.",
     lambda s: not s.same("Charlotte", "Sato") and not s.same("Charlotte", "Thorne")),
    ("Eunice types 5 words a minute faster than Dolores.", lambda s: s.n(S, "Eunice") == s.n(S, "Dolores") + 5),
    ("Bernadette doesn't work for Mr. Bloom.", lambda s: not s.same("Bernadette", "Mr. Bloom")),
    ("Bernadette types 10 words a minute faster than Dolores, and Miss Quinlan works for Mr. Abel.",
     lambda s: s.n(S, "Bernadette") == s.n(S, "Dolores") + 10 and s.same("Quinlan", "Mr. Abel")),
]
NUM = "."
DOT = True
INTRO = ["The typing pool at Hadley Insurance sent four secretaries to the company speed test in 1958.",
         "Each works for a different executive and typed at a different speed, measured in words per minute (wpm).",
         "Find each secretary's full name, boss, and speed."]
OUTRO = []
REMARKS = INTRO + OUTRO
