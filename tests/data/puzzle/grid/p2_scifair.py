S = "Scores"
CATEGORIES = [
    ("Students", ["Gemma", "Harvey", "Imogen", "Jasper", "Kai"]),
    ("Projects", ["bridge", "crystals", "rockets", "solar oven", "volcano"]),
    ("Scores", ["72%", "78%", "84%", "90%", "96%"], [72, 78, 84, 90, 96]),
]
CLUES = [
    ("Imogen, who built the bridge, scored 12 points more than Kai.",
     lambda s: s.same("Imogen", "bridge") and s.n(S, "Imogen") == s.n(S, "Kai") + 12),
    ("The volcano, a perennial favourite, got the lowest score of the day.",
     lambda s: s.n(S, "volcano") == 72),
    ("Gemma scored higher than Jasper but lower than the bridge.",
     lambda s: s.n(S, "Jasper") < s.n(S, "Gemma") < s.n(S, "bridge")),
    ("The student who made the solar oven scored 6 percentage points more than Harvey.",
     lambda s: s.n(S, "solar oven") == s.n(S, "Harvey") + 6),
    ("Kai didn't make the crystals.", lambda s: not s.same("Kai", "crystals")),
    ("The rockets scored 84%.", lambda s: s.same("rockets", "84%")),
]
REMARKS = ["Five pupils entered the school science fair. Each built a different project, and the judges gave each a different score."]
QUESTIONS = [("What did Jasper make, and what did he score?",
              lambda s: (s.v("Projects", "Jasper"), s.v("Scores", "Jasper")))]
