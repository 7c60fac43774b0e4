# No category lines: five windmills in a north-south line; order is told only
# with "south of" / "north of", never left/right.  The wives are a category
# of their own ("Greet's mill" = the mill where Greet lives).
H = "Mills"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Mills", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Millers", ["Jan", "Joost", "Kees", "Piet", "Willem"]),
    ("Grains", ["barley", "mustard", "oats", "rye", "wheat"]),
    ("Sails", ["black", "brown", "grey", "red", "white"]),
    ("Wives", ["Anna", "Greet", "Lotte", "Marijke", "Sanne"]),
]
SOLUTION = [
    ("1", "Kees", "rye", "red", "Lotte"),
    ("2", "Joost", "mustard", "white", "Anna"),
    ("3", "Piet", "wheat", "grey", "Sanne"),
    ("4", "Willem", "oats", "brown", "Greet"),
    ("5", "Jan", "barley", "black", "Marijke"),
]
CLUES = [
    ("Joost grinds mustard.", lambda s: s.same("Joost", "mustard")),
    ("The mill with white sails grinds mustard.", lambda s: s.same("mustard", "white")),
    ("Piet's sails are grey.", lambda s: s.same("Piet", "grey")),
    ("Joost's mill stands immediately south of the mill where Lotte lives.", lambda s: p(s, "Joost") == p(s, "Lotte") + 1),
    ("Piet and Willem are neighbours.", lambda s: nextto(s, "Piet", "Willem")),
    ("Sanne is married to the miller with grey sails.", lambda s: s.same("grey", "Sanne")),
    ("Greet's husband grinds oats.", lambda s: s.same("oats", "Greet")),
    ("Jan's mill is next to Greet's.", lambda s: nextto(s, "Jan", "Greet")),
    ("The mill with black sails is the next one south of Greet's.", lambda s: p(s, "black") == p(s, "Greet") + 1),
    ("Marijke lives at the mill directly to the south of Greet's.", lambda s: p(s, "Marijke") == p(s, "Greet") + 1),
    ("The oat mill is the first mill south of the wheat mill.", lambda s: p(s, "oats") == p(s, "wheat") + 1),
    ("The grey-sailed mill and the brown-sailed mill are adjacent.", lambda s: nextto(s, "grey", "brown")),
    ("Barley is ground somewhere to the south of Joost's mill.", lambda s: p(s, "barley") > p(s, "Joost")),
    ("Kees's sails are red.", lambda s: s.same("Kees", "red")),
]
QUESTIONS = [("Who grinds the rye, and whose wife is Anna?",
              lambda s: (s.v("Millers", "rye"), s.v("Millers", "Anna")))]
INTRO = ["Five windmills stand in a line along the dyke, which runs due north and south; they are numbered 1 to 5 from the northern end. Each mill is worked by a different miller, grinds a different crop and has sails of a different colour, and each miller has a wife with a different name."]
REMARKS = INTRO
