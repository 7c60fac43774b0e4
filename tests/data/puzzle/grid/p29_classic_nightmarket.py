# An Einstein-riddle retelling: five stalls in a row, numbered 1 to 5 from left
# to right as you walk in (the introduction says so).
S = "Stalls"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Stallholders", ["Amara", "Benedikt", "Consuelo", "Dariusz", "Eero"]),
    ("Foods", ["arepas", "crepes", "dumplings", "falafel", "tacos"]),
    ("Awnings", ["green", "orange", "pink", "purple", "white"]),
    ("Drinks", ["chai", "horchata", "iced coffee", "lassi", "mint tea"]),
    ("Music", ["blues", "jazz", "reggae", "salsa", "soul"]),
]
SOLUTION = [
    ["1", "Eero", "crepes", "white", "iced coffee", "jazz"],
    ["2", "Consuelo", "tacos", "orange", "horchata", "salsa"],
    ["3", "Amara", "dumplings", "green", "chai", "soul"],
    ["4", "Dariusz", "falafel", "purple", "mint tea", "reggae"],
    ["5", "Benedikt", "arepas", "pink", "lassi", "blues"],
]
CLUES = [
    ("Consuelo's stall has an orange awning.", lambda s: s.same("Consuelo", "orange")),
    ("Eero plays jazz.", lambda s: s.same("Eero", "jazz")),
    ("Horchata is sold at the taco stall.", lambda s: s.same("horchata", "tacos")),
    ("Amara sells dumplings.", lambda s: s.same("Amara", "dumplings")),
    ("The green awning is immediately to the right of the orange one.",
     lambda s: s.n(S, "green") == s.n(S, "orange") + 1),
    ("Crepes are sold under the white awning.", lambda s: s.same("crepes", "white")),
    ("Chai is served at the middle stall.", lambda s: s.n(S, "chai") == 3),
    ("The arepa stall is next to the stall playing reggae.", lambda s: near(s, "arepas", "reggae")),
    ("The crepe stall is next to the one playing salsa.", lambda s: near(s, "crepes", "salsa")),
    ("Mint tea is served where reggae is playing.", lambda s: s.same("mint tea", "reggae")),
    ("Benedikt serves lassi.", lambda s: s.same("Benedikt", "lassi")),
    ("Eero's stall is next to the orange awning.", lambda s: near(s, "Eero", "orange")),
    ("The purple awning is somewhere to the left of the pink one.", lambda s: s.n(S, "purple") < s.n(S, "pink")),
    ("The dumpling stall plays soul.", lambda s: s.same("dumplings", "soul")),
    ("Benedikt's stall is at one end of the row.", lambda s: s.n(S, "Benedikt") in (1, 5)),
    ("Iced coffee is sold under the white awning.", lambda s: s.same("iced coffee", "white")),
]
QUESTIONS = [("Who sells the falafel?", lambda s: s.v("Stallholders", "falafel")),
             ("At whose stall is the blues playing?", lambda s: s.v("Stallholders", "blues"))]
NUM = None
DOT = True
INTRO = ["Five food stalls stand in a row at the night market, numbered 1 to 5 from left to right as you walk in. Each has a different stallholder and a different awning, and each sells a different dish and a different drink while playing a different kind of music."]
OUTRO = []
REMARKS = INTRO + OUTRO
