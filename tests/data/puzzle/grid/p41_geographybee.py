P = "Places"
def diff(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CATEGORIES = [
    ("First names", ["Ellen", "Gary", "Mindy", "Paul", "Tracy"]),
    ("Last names", ["Hunt", "Keller", "Lowry", "Orr", "Voss"]),
    ("Schools", ["Adams", "Central", "Jefferson", "Lakeview", "Roosevelt"]),
    ("Places", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Ellen", "Voss", "Lakeview", "third"],
    ["Gary", "Hunt", "Central", "first"],
    ["Mindy", "Orr", "Adams", "fifth"],
    ["Paul", "Keller", "Roosevelt", "second"],
    ["Tracy", "Lowry", "Jefferson", "fourth"],
]
CLUES = [
    ("The Hunt boy won the bee, and the Orr girl came in last.",
     lambda s: s.n(P, "Hunt") == 1 and s.n(P, "Orr") == 5),
    ("Paul placed higher than the student from Lakeview but lower than the Central student.",
     lambda s: s.n(P, "Central") < s.n(P, "Paul") < s.n(P, "Lakeview")),
    ("Tracy, who doesn't go to Adams or Lakeview, finished one place behind Miss Voss.",
     lambda s: not s.same("Tracy", "Adams") and not s.same("Tracy", "Lakeview") and s.n(P, "Tracy") == s.n(P, "Voss") + 1),
    ("The five finalists were Ellen, the Keller youngster, the Lowry girl, the Adams student, and the winner.",
     lambda s: diff(s, "Ellen", "Keller", "Lowry", "Adams", "first")),
    ("The Jefferson student finished somewhere behind the Roosevelt student.",
     lambda s: s.n(P, "Jefferson") > s.n(P, "Roosevelt")),
    ("Mindy isn't Miss Voss.", lambda s: not s.same("Mindy", "Voss")),
    ("Gary finished two places ahead of Ellen.", lambda s: s.n(P, "Gary") == s.n(P, "Ellen") - 2),
    ("Mindy finished behind Tracy.", lambda s: s.n(P, "Mindy") > s.n(P, "Tracy")),
    ("The Keller youngster finished ahead of the Lowry girl.", lambda s: s.n(P, "Keller") < s.n(P, "Lowry")),
]
QUESTIONS = [("Which school does Ellen attend?", lambda s: s.v("Schools", "Ellen"))]
NUM = "."
DOT = False
INTRO = ["Five sixth-graders from five different schools reached the final round of the Marion County geography bee, and no two finished in the same place. From the clues, can you determine each finalist's full name, school, and final standing?"]
OUTRO = []
REMARKS = INTRO + OUTRO
