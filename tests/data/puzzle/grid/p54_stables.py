# No category lines: five loose boxes numbered from the yard door; horses and
# riders are separate categories.  Two "somewhere between" clues and a
# "has X on one side and Y on the other".  Ember occurs only in the question.
H = "Boxes"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Boxes", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Horses", ["Blaze", "Comet", "Duchess", "Ember", "Major"]),
    ("Coats", ["bay", "black", "chestnut", "dun", "grey"]),
    ("Riders", ["Kate", "Lily", "Meg", "Nora", "Ruth"]),
    ("Feeds", ["apples", "carrots", "hay", "oats", "sugar beet"]),
]
SOLUTION = [
    ("1", "Comet", "grey", "Nora", "hay"),
    ("2", "Blaze", "bay", "Kate", "oats"),
    ("3", "Duchess", "black", "Ruth", "carrots"),
    ("4", "Major", "chestnut", "Lily", "apples"),
    ("5", "Ember", "dun", "Meg", "sugar beet"),
]
CLUES = [
    ("Comet is in the box nearest the door.", lambda s: p(s, "Comet") == 1),
    ("Duchess is the black horse.", lambda s: s.same("Duchess", "black")),
    ("Kate's horse is fed on oats.", lambda s: s.same("Kate", "oats")),
    ("Major gets apples.", lambda s: s.same("Major", "apples")),
    ("Ruth rides the black horse.", lambda s: s.same("black", "Ruth")),
    ("The horse fed on carrots is stabled somewhere between Lily's horse and Nora's.", lambda s: between(s, "carrots", "Lily", "Nora")),
    ("Meg's horse is fed on sugar beet.", lambda s: s.same("Meg", "sugar beet")),
    ("The dun horse is in the box immediately beyond the chestnut, further from the door.", lambda s: p(s, "dun") == p(s, "chestnut") + 1),
    ("Lily's horse is somewhere between Blaze and the horse Meg rides.", lambda s: between(s, "Lily", "Blaze", "Meg")),
    ("The chestnut is next to Meg's horse.", lambda s: nextto(s, "chestnut", "Meg")),
    ("Kate's horse has the carrot-eater on one side of it and the grey on the other.", lambda s: nextto(s, "Kate", "carrots") and nextto(s, "Kate", "grey") and not s.same("carrots", "grey")),
    ("Major is not the one fed on hay.", lambda s: not s.same("Major", "hay")),
]
QUESTIONS = [("Who rides Ember, and which horse is the bay?",
              lambda s: (s.v("Riders", "Ember"), s.v("Horses", "bay")))]
INTRO = ["The riding school has five horses in a row of five loose boxes, numbered 1 to 5 from the yard door. Each horse has a coat of a different colour, is ridden by a different girl, and is fed a different favourite."]
REMARKS = INTRO
