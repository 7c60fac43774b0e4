# The text has no category lines: every value occurs in a statement or a
# question (the water and the strawberries only in the question).
H = "Huts"
def pos(s, x):
    return s.n(H, x)
def next_to(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORY_LINES = False
CATEGORIES = [
    ("Huts", ["1", "2", "3", "4", "5"]),
    ("Families", ["Aherns", "Brodies", "Castells", "Delaneys", "Espositos"]),
    ("Colours", ["coral", "cream", "lilac", "mint", "navy"]),
    ("Games", ["boules", "chess", "cricket", "frisbee", "volleyball"]),
    ("Drinks", ["cola", "ginger beer", "lemonade", "tea", "water"]),
    ("Snacks", ["chips", "crisps", "doughnuts", "sandwiches", "strawberries"]),
]
CLUES = [
    ("There are five beach huts in a row.", lambda s: True),
    ("The Delaneys have the cream hut.", lambda s: s.same("Delaneys", "cream")),
    ("The Brodies play chess.", lambda s: s.same("Brodies", "chess")),
    ("Tea is drunk in the navy hut.", lambda s: s.same("tea", "navy")),
    ("The Espositos drink ginger beer.", lambda s: s.same("Espositos", "ginger beer")),
    ("The mint hut is immediately to the right of the cream hut.", lambda s: pos(s, "mint") == pos(s, "cream") + 1),
    ("The family who play boules eat doughnuts.", lambda s: s.same("boules", "doughnuts")),
    ("Lemonade is drunk in the middle hut.", lambda s: pos(s, "lemonade") == 3),
    ("The Brodies have the first hut.", lambda s: pos(s, "Brodies") == 1),
    ("The family who play cricket are next to the family who eat doughnuts.", lambda s: next_to(s, "cricket", "doughnuts")),
    ("The volleyball players drink cola.", lambda s: s.same("volleyball", "cola")),
    ("Sandwiches are eaten in the cream hut.", lambda s: s.same("sandwiches", "cream")),
    ("The Brodies are next to the coral hut.", lambda s: next_to(s, "Brodies", "coral")),
    ("The Castells, who play frisbee, have the lilac hut.", lambda s: s.same("Castells", "frisbee") and s.same("Castells", "lilac")),
    ("Crisps are eaten in the hut at the right-hand end.", lambda s: pos(s, "crisps") == 5),
    ("The Aherns don't eat crisps.", lambda s: not s.same("Aherns", "crisps")),
    ("The family who eat chips are next to the family who play boules.", lambda s: next_to(s, "chips", "boules")),
]
REMARKS = ["Five families have the beach huts along the promenade at Sandy Bay. Each hut is painted a different colour, and each family has its own game, its own drink and its own favourite snack.",
           "Left and right are as you face the huts from the sea, and the first hut is the one on your left."]
QUESTIONS = [("Who drinks water? Who eats the strawberries?",
              lambda s: (s.v("Families", "water"), s.v("Families", "strawberries")))]
