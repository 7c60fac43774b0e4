P = "Plots"
CATEGORIES = [
    ("Gardeners", ["Mr. Hill", "Mrs. Khan", "Miss Lowe", "Mr. Ortiz"]),
    ("Crops", ["beans", "carrots", "onions", "potatoes"]),
    ("Plots", ["plot 1", "plot 2", "plot 3", "plot 4"], [1, 2, 3, 4]),
    ("Cans", ["red", "blue", "green", "yellow"]),
]
SOLUTION = [
    ["Mr. Hill", "potatoes", "plot 3", "green"],
    ["Mrs. Khan", "beans", "plot 1", "yellow"],
    ["Miss Lowe", "onions", "plot 4", "red"],
    ["Mr. Ortiz", "carrots", "plot 2", "blue"],
]
CLUES = [
    ("The gardener who grows onions is not Mr. Hill, whose plot is next to the onion plot.",
     lambda s: not s.same("Mr. Hill", "onions") and abs(s.n(P, "Mr. Hill") - s.n(P, "onions")) == 1),
    ("Mrs. Khan has the plot nearest the gate.", lambda s: s.n(P, "Mrs. Khan") == 1),
    ("The red can belongs to whoever has the plot farthest from the gate.", lambda s: s.n(P, "red") == 4),
    ("Mr. Ortiz's plot lies between Mrs. Khan's plot and Mr. Hill's.",
     lambda s: min(s.n(P, "Mrs. Khan"), s.n(P, "Mr. Hill")) < s.n(P, "Mr. Ortiz") < max(s.n(P, "Mrs. Khan"), s.n(P, "Mr. Hill"))),
    ("The owner of the yellow can grows beans.", lambda s: s.same("yellow", "beans")),
    ("Carrots grow next to the beans.", lambda s: abs(s.n(P, "carrots") - s.n(P, "beans")) == 1),
    ("The blue can isn't Mr. Hill's.", lambda s: not s.same("blue", "Mr. Hill")),
    ("Miss Lowe, who grows onions, has the red can.", lambda s: s.same("Miss Lowe", "onions") and s.same("Miss Lowe", "red")),
    ("The potatoes are grown next to the onions.", lambda s: abs(s.n(P, "potatoes") - s.n(P, "onions")) == 1),
    ("Mr. Ortiz doesn't grow beans, and his can isn't green.",
     lambda s: not s.same("Mr. Ortiz", "beans") and not s.same("Mr. Ortiz", "green")),
]
QUESTIONS = [("Who grows the potatoes?", lambda s: s.v("Gardeners", "potatoes"))]
NUM = "."
DOT = False
INTRO = ["Four neighbours rent the four garden plots in a row behind the church hall, numbered 1 to 4 from the gate. Each grows a different crop and keeps a watering can of a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
