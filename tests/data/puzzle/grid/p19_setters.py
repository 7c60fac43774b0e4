C = "Clues"
D = "Days"
CATEGORIES = [
    ("Setters", ["Vera", "Walter", "Yusuf", "Zoe"]),
    ("Pseudonyms", ["Aquila", "Bramble", "Corax", "Dipper"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Clues", ["26", "28", "30", "32"], [26, 28, 30, 32]),
]
SOLUTION = [
    ["Vera", "Dipper", "Tuesday", "30"],
    ["Walter", "Corax", "Thursday", "26"],
    ["Yusuf", "Aquila", "Monday", "32"],
    ["Zoe", "Bramble", "Wednesday", "28"],
]
CLUES = [
    ("Aquila's puzzle appears earliest in the week and has the most clues.",
     lambda s: s.n(D, "Aquila") == 1 and s.n(C, "Aquila") == 32),
    ("Walter's puzzle has four fewer clues than Vera's.", lambda s: s.n(C, "Walter") == s.n(C, "Vera") - 4),
    ("Bramble's puzzle appears the day after Dipper's.", lambda s: s.n(D, "Bramble") == s.n(D, "Dipper") + 1),
    ("Zoe's puzzle appears later in the week than Vera's.", lambda s: s.n(D, "Zoe") > s.n(D, "Vera")),
    ("Yusuf is either Aquila or Corax.", lambda s: s.same("Yusuf", "Aquila") or s.same("Yusuf", "Corax")),
    ("The Thursday puzzle has the fewest clues.", lambda s: s.n(C, "Thursday") == 26),
    ("Yusuf's puzzle appears earlier in the week than Vera's.", lambda s: s.n(D, "Yusuf") < s.n(D, "Vera")),
    ("Walter isn't Bramble.", lambda s: not s.same("Walter", "Bramble")),
]
QUESTIONS = [("Who sets as Bramble?", lambda s: s.v("Setters", "Bramble"))]
NUM = "."
DOT = True
INTRO = ["A newspaper prints one cryptic crossword on each of four weekdays, each by a different setter writing under a pseudonym."]
OUTRO = []
REMARKS = INTRO + OUTRO
