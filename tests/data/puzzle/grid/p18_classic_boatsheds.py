# No category lines: the categories are what the statements name.  Sheds are
# numbered 1 to 5 from the left, as the closing remark says.
H = "Sheds"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Sheds", ["1", "2", "3", "4", "5"]),
    ("Owners", ["baker", "doctor", "postman", "teacher", "vicar"]),
    ("Colours", ["black", "cream", "green", "red", "white"]),
    ("Boats", ["canoe", "dinghy", "punt", "rowing boat", "skiff"]),
    ("Drinks", ["cider", "cocoa", "coffee", "lemonade", "tea"]),
]
SOLUTION = [
    ["1", "teacher", "white", "canoe", "tea"],
    ["2", "baker", "green", "punt", "cocoa"],
    ["3", "doctor", "red", "skiff", "coffee"],
    ["4", "vicar", "cream", "dinghy", "cider"],
    ["5", "postman", "black", "rowing boat", "lemonade"],
]
CLUES = [
    ("There are five boatsheds in a row along the river.", lambda s: True),
    ("The doctor's shed is painted red.", lambda s: s.same("doctor", "red")),
    ("The vicar drinks cider.", lambda s: s.same("vicar", "cider")),
    ("The baker keeps a punt.", lambda s: s.same("baker", "punt")),
    ("The green shed is immediately to the left of the red shed.", lambda s: s.n(H, "green") == s.n(H, "red") - 1),
    ("The owner of the red shed drinks coffee.", lambda s: s.same("red", "coffee")),
    ("The teacher has the first shed on the left.", lambda s: s.n(H, "teacher") == 1),
    ("Cocoa is drunk in the shed next to the teacher's.", lambda s: near(s, "cocoa", "teacher")),
    ("The skiff is kept in the middle shed.", lambda s: s.n(H, "skiff") == 3),
    ("The dinghy is kept next to the skiff.", lambda s: near(s, "dinghy", "skiff")),
    ("The teacher's shed is next to the green shed.", lambda s: near(s, "teacher", "green")),
    ("The owner of the black shed drinks lemonade.", lambda s: s.same("black", "lemonade")),
    ("The canoe is kept in the white shed.", lambda s: s.same("canoe", "white")),
    ("The postman keeps the rowing boat.", lambda s: s.same("postman", "rowing boat")),
    ("The cream shed is somewhere to the right of the red shed.", lambda s: s.n(H, "cream") > s.n(H, "red")),
    ("The postman's shed is next to the vicar's.", lambda s: near(s, "postman", "vicar")),
]
QUESTIONS = [("Who drinks tea? Who owns the dinghy?", lambda s: (s.v("Owners", "tea"), s.v("Owners", "dinghy")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each shed has a different owner, is painted a different colour and holds a different boat, and each owner has a different favourite drink. Left and right are as you face the sheds from the towpath."]
REMARKS = INTRO + OUTRO
