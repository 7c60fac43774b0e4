# No category lines: tents on a campsite; "whoever", "the owner of the",
# "two tents away from", "does not pitch next to"; toast only in a question.
H = "Pitches"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Pitches", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Campers", ["Belgian", "Czech", "Estonian", "Hungarian", "Portuguese"]),
    ("Tents", ["blue", "green", "orange", "red", "yellow"]),
    ("Breakfasts", ["eggs", "pancakes", "porridge", "sausages", "toast"]),
    ("Dogs", ["beagle", "collie", "poodle", "pug", "spaniel"]),
]
SOLUTION = [
    ("1", "Estonian", "orange", "toast", "pug"),
    ("2", "Belgian", "green", "pancakes", "collie"),
    ("3", "Czech", "red", "eggs", "beagle"),
    ("4", "Hungarian", "blue", "porridge", "poodle"),
    ("5", "Portuguese", "yellow", "sausages", "spaniel"),
]
INTRO = ["Five campers from five different countries have pitched their tents in a row along the hedge, on pitches numbered 1 to 5 from left to right. The tents are all different colours; each camper has a different breakfast and has brought a different dog."]
CLUES = [
    ("The Belgian's tent is green.", lambda s: s.same("Belgian", "green")),
    ("Whoever eats eggs owns the beagle.", lambda s: s.same("eggs", "beagle")),
    ("The orange tent is at the left end of the row.", lambda s: h(s, "orange") == 1),
    ("The owner of the poodle eats porridge.", lambda s: s.same("poodle", "porridge")),
    ("The Czech's tent is two tents away from the Portuguese camper's tent.", lambda s: abs(h(s, "Czech") - h(s, "Portuguese")) == 2),
    ("The red tent is immediately to the right of the green tent.", lambda s: h(s, "red") == h(s, "green") + 1),
    ("The Hungarian does not pitch next to the Estonian.", lambda s: not nextto(s, "Hungarian", "Estonian")),
    ("Pancakes are eaten in the green tent.", lambda s: s.same("pancakes", "green")),
    ("The collie belongs to the Belgian.", lambda s: s.same("collie", "Belgian")),
    ("The yellow tent is at one end of the row.", lambda s: h(s, "yellow") in (1, 5)),
    ("Sausages are eaten next to the blue tent.", lambda s: nextto(s, "sausages", "blue")),
    ("The pug is kept in the orange tent.", lambda s: s.same("pug", "orange")),
    ("The spaniel is not in the blue tent.", lambda s: not s.same("spaniel", "blue")),
    ("The Czech camps on the middle pitch.", lambda s: h(s, "Czech") == 3),
    ("The Hungarian's tent is blue.", lambda s: s.same("Hungarian", "blue")),
    ("The beagle is kept in the red tent.", lambda s: s.same("beagle", "red")),
    ("Sausages are eaten in the yellow tent.", lambda s: s.same("sausages", "yellow")),
]
QUESTIONS = [("Who eats toast?", lambda s: s.v("Campers", "toast")),
             ("Who owns the spaniel?", lambda s: s.v("Campers", "spaniel"))]
REMARKS = INTRO
