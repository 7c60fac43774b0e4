# Puzzle-website style: terse, unnumbered.
P = "Pieces"
T = "Times"
def p(s, x):
    return s.n(P, x)
def t(s, x):
    return s.n(T, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Solvers", ["Greta", "Hugo", "Imani", "Jonah"]),
    ("Pictures", ["castle", "harbour", "meadow", "vineyard"]),
    ("Pieces", ["500 pieces", "750 pieces", "1000 pieces", "1500 pieces"], [500, 750, 1000, 1500]),
    ("Times", ["3 hours", "5 hours", "6 hours", "9 hours"], [3, 5, 6, 9]),
]
SOLUTION = [("Greta", "harbour", "1000 pieces", "6 hours"), ("Hugo", "castle", "500 pieces", "3 hours"),
            ("Imani", "vineyard", "1500 pieces", "9 hours"), ("Jonah", "meadow", "750 pieces", "5 hours")]
CLUES = [
    ("The 1500-piece puzzle took the longest.", lambda s: p(s, "9 hours") == 1500),
    ("Hugo's puzzle had 250 fewer pieces than Jonah's.", lambda s: p(s, "Hugo") == p(s, "Jonah") - 250),
    ("The person who did the harbour puzzle took 3 hours longer than Hugo.", lambda s: t(s, "harbour") == t(s, "Hugo") + 3),
    ("Of Imani and the person who did the meadow puzzle, one took 9 hours and the other did the 750-piece puzzle.",
     lambda s: not s.same("Imani", "meadow") and ((s.same("Imani", "9 hours") and s.same("meadow", "750 pieces")) or (s.same("meadow", "9 hours") and s.same("Imani", "750 pieces")))),
    ("Greta didn't do the castle.", lambda s: not s.same("Greta", "castle")),
    ("The vineyard puzzle had more pieces than the harbour puzzle.", lambda s: p(s, "vineyard") > p(s, "harbour")),
    ("The meadow was Jonah's.", lambda s: s.same("meadow", "Jonah")),
]
QUESTIONS = [("Which picture did Jonah put together?", lambda s: s.v("Pictures", "Jonah"))]
