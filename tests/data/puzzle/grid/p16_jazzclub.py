N = "Nights"
L = "Sets"
CATEGORIES = [
    ("Musicians", ["Bertie Quaye", "Celestine Moreau", "Dexter Holm", "Evangeline Roy"]),
    ("Instruments", ["trombone", "double bass", "vibraphone", "clarinet"]),
    ("Nights", ["Wednesday", "Thursday", "Friday", "Saturday"]),
    ("Sets", ["45 minutes", "60 minutes", "75 minutes", "90 minutes"], [45, 60, 75, 90]),
]
SOLUTION = [
    ["Bertie Quaye", "vibraphone", "Friday", "90 minutes"],
    ["Celestine Moreau", "clarinet", "Wednesday", "60 minutes"],
    ["Dexter Holm", "double bass", "Saturday", "45 minutes"],
    ["Evangeline Roy", "trombone", "Thursday", "75 minutes"],
]
CLUES = [
    ("The longest set was played on Friday.", lambda s: s.same("90 minutes", "Friday")),
    ("Celestine Moreau played on the first night of the festival.", lambda s: s.n(N, "Celestine Moreau") == 1),
    ("The double bass player played the night after the vibraphone player and had the shortest set.",
     lambda s: s.n(N, "double bass") == s.n(N, "vibraphone") + 1 and s.n(L, "double bass") == 45),
    ("Evangeline Roy's set was 15 minutes longer than the clarinet player's.", lambda s: s.n(L, "Evangeline Roy") == s.n(L, "clarinet") + 15),
    ("Bertie Quaye does not play the trombone.", lambda s: not s.same("Bertie Quaye", "trombone")),
    ("The trombone player did not play on Wednesday.", lambda s: not s.same("trombone", "Wednesday")),
    ("Dexter Holm played on Saturday.", lambda s: s.same("Dexter Holm", "Saturday")),
    ("Evangeline Roy played the night before Bertie Quaye.", lambda s: s.n(N, "Evangeline Roy") == s.n(N, "Bertie Quaye") - 1),
]
QUESTIONS = [("What does Evangeline Roy play?", lambda s: s.v("Instruments", "Evangeline Roy"))]
NUM = ")"
DOT = False
INTRO = ["The Cellar Bar's four-night jazz festival ran from Wednesday to Saturday, with one headline musician each night. For the avoidance of doubt: each played a single set, timed from the first note to the last, and no two sets were the same length."]
OUTRO = []
REMARKS = INTRO + OUTRO
