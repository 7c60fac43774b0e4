G, S, A, P = "Growers", "Species", "Tree ages", "Awards"
CATEGORIES = [
    (G, ["Agatha", "Bartholomew", "Consuelo", "Desmond"]),
    (S, ["juniper", "maple", "pine", "wisteria"]),
    (A, ["12 years", "25 years", "40 years", "63 years"], [12, 25, 40, 63]),
    (P, ["first prize", "second prize", "third prize", "honorable mention"]),
]
NUM = "."
DOT = True
INTRO = ("The Riverside Bonsai Society held its spring show in the library basement, and the judges, "
         "after much muttering over their clipboards, handed out three prizes and one honorable mention. "
         "Each of the four finalists showed a tree of a different species, and no two trees were the same age. "
         "Can you match each grower with the tree, its age and the award it won?")
REMARKS = [INTRO]
CLUES = [
    ("The oldest tree, which Bartholomew inherited from his grandfather, received only an honorable mention.", lambda s: s.same("63 years", "Bartholomew") and s.same("63 years", "honorable mention")),
    ("Consuelo's tree is the youngest of the four, and yet it took first prize.", lambda s: s.same("Consuelo", "12 years") and s.same("Consuelo", "first prize")),
    ("The maple is 15 years older than the pine.", lambda s: s.n(A, "maple") == s.n(A, "pine") + 15),
    ("Desmond, who has been growing bonsai for only two years, owns neither the maple nor the juniper.", lambda s: not s.same("Desmond", "maple") and not s.same("Desmond", "juniper")),
    ("The juniper placed lower than the maple.", lambda s: s.n(P, "juniper") > s.n(P, "maple")),
    ("The wisteria is not Agatha's.", lambda s: not s.same("wisteria", "Agatha")),
    ("Agatha's tree placed higher than Desmond's.", lambda s: s.n(P, "Agatha") < s.n(P, "Desmond")),
]
QUESTIONS = [("Whose tree won second prize?", lambda s: s.v(G, "second prize"))]
