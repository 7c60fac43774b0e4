# Category lines (no full stops), singular category names: six beach huts on
# a promenade, surnames as the listed values (families named "the Hill
# family", twice in the plural: "The Bakers", "the Kowalskis"), an intro that
# says how the huts are counted, unnumbered clues; "at one end", "two huts
# away", "somewhere to the left of", "between".
H = "Hut"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = ""
CATEGORIES = [
    ("Hut", ["1", "2", "3", "4", "5", "6"], [1, 2, 3, 4, 5, 6]),
    ("Family", ["Baker", "Evans", "Hill", "Kowalski", "Mensah", "Patel"]),
    ("Colour", ["blue", "green", "lemon", "mint", "pink", "white"]),
    ("Ice cream", ["chocolate", "mango", "pistachio", "raspberry", "strawberry", "vanilla"]),
]
SOLUTION = [
    ("1", "Hill", "pink", "vanilla"),
    ("2", "Patel", "mint", "mango"),
    ("3", "Baker", "blue", "raspberry"),
    ("4", "Mensah", "lemon", "chocolate"),
    ("5", "Kowalski", "white", "pistachio"),
    ("6", "Evans", "green", "strawberry"),
]
INTRO = ["Six families own the six beach huts on the promenade, numbered 1 to 6 from left to right as you face the sea. Each hut is painted a different colour, and each family has a different favourite ice cream."]
CLUES = [
    ("The Hill family have hut 1.", lambda s: h(s, "Hill") == 1),
    ("The pink hut belongs to the family who like vanilla.", lambda s: s.same("pink", "vanilla")),
    ("The Patel family's hut is immediately to the right of the pink hut.", lambda s: h(s, "Patel") == h(s, "pink") + 1),
    ("Mango is the favourite in the mint hut.", lambda s: s.same("mango", "mint")),
    ("The Evans family have the hut at the right-hand end.", lambda s: h(s, "Evans") == 6),
    ("The green hut is at one end of the row.", lambda s: h(s, "green") in (1, 6)),
    ("The Bakers like raspberry best.", lambda s: s.same("Baker", "raspberry")),
    ("The lemon hut is two huts away from the green hut.", lambda s: abs(h(s, "lemon") - h(s, "green")) == 2),
    ("The Mensah family's hut is between the Baker family's and the Kowalski family's.", lambda s: min(h(s, "Baker"), h(s, "Kowalski")) < h(s, "Mensah") < max(h(s, "Baker"), h(s, "Kowalski"))),
    ("The Baker family have hut 3.", lambda s: h(s, "Baker") == 3),
    ("The blue hut is somewhere to the left of the white hut.", lambda s: h(s, "blue") < h(s, "white")),
    ("Chocolate is the favourite in the lemon hut.", lambda s: s.same("chocolate", "lemon")),
    ("The family in the white hut like pistachio.", lambda s: s.same("white", "pistachio")),
    ("The Kowalski family do not have the green hut.", lambda s: not s.same("Kowalski", "green")),
    ("The strawberry lovers are not next to the Baker family.", lambda s: not nextto(s, "strawberry", "Baker")),
]
QUESTIONS = [("Which family has the blue hut?", lambda s: s.v("Family", "blue")),
             ("Which ice cream do the Kowalskis like best?", lambda s: s.v("Ice cream", "Kowalski"))]
REMARKS = INTRO
