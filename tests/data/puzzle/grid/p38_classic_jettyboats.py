B = "Berths"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Berths", ["1", "2", "3", "4"]),
    ("Skippers", ["Magnus", "Nell", "Ottilie", "Piers"]),
    ("Hulls", ["black", "green", "red", "yellow"]),
    ("Cargoes", ["coal", "grain", "salt", "timber"]),
]
SOLUTION = [
    ["1", "Nell", "red", "salt"],
    ["2", "Piers", "black", "timber"],
    ["3", "Magnus", "yellow", "coal"],
    ["4", "Ottilie", "green", "grain"],
]
CLUES = [
    ("Magnus's boat has a yellow hull.", lambda s: s.same("Magnus", "yellow")),
    ("The boat carrying grain is moored at the right-hand end.", lambda s: s.n(B, "grain") == 4),
    ("The black boat is immediately to the left of the yellow boat.", lambda s: s.n(B, "black") == s.n(B, "yellow") - 1),
    ("Nell's boat is moored next to the boat carrying timber.", lambda s: near(s, "Nell", "timber")),
    ("The red boat carries salt.", lambda s: s.same("red", "salt")),
    ("Piers doesn't carry coal.", lambda s: not s.same("Piers", "coal")),
    ("The green boat is at one end of the jetty.", lambda s: s.n(B, "green") in (1, 4)),
    ("Coal is carried in the boat next to the green one.", lambda s: near(s, "coal", "green")),
    ("Piers's boat is moored next to Nell's.", lambda s: near(s, "Piers", "Nell")),
]
QUESTIONS = [
    ("Who carries the timber?", lambda s: s.v("Skippers", "timber")),
    ("What colour is Nell's boat?", lambda s: s.v("Hulls", "Nell")),
]
NUM = "."
DOT = True
INTRO = ["Four cargo boats are moored side by side at berths 1 to 4 along a jetty, berth 1 being on the left."]
OUTRO = []
REMARKS = INTRO + OUTRO
