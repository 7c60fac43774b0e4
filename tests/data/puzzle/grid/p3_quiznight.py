P = "Scores"
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Teams", ["Agatha Quiztie", "Les Quizerables", "Quiz Khalifa", "The Know-It-Alls"]),
    ("Captains", ["Harriet", "Imran", "Jolene", "Kwame"]),
    ("Scores", ["12 points", "18 points", "24 points", "36 points"], [12, 18, 24, 36]),
]
CLUES = [
    ("Quiz Khalifa scored twice as many points as the Know-It-Alls.",
     lambda s: p(s, "Quiz Khalifa") == 2 * p(s, "The Know-It-Alls")),
    ("Imran's team ended the night with double Kwame's score.", lambda s: p(s, "Imran") == 2 * p(s, "Kwame")),
    ("Jolene's team finished ahead of Les Quizerables but behind Agatha Quiztie.",
     lambda s: p(s, "Les Quizerables") < p(s, "Jolene") < p(s, "Agatha Quiztie")),
    ("Harriet has never captained Agatha Quiztie.", lambda s: not s.same("Harriet", "Agatha Quiztie")),
    ("The Know-It-Alls didn't come last.", lambda s: p(s, "The Know-It-Alls") != 12),
]
REMARKS = ["Four teams turned out for Tuesday's quiz night at the Crown and Anchor, each led by a different captain."]
QUESTIONS = [("Which team won, and who is its captain?",
              lambda s: (s.v("Teams", "36 points"), s.v("Captains", "36 points")))]
