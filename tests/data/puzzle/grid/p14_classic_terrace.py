# No category lines: five tradesmen in a terrace, an intro, numbered
# clues; dog breeds ("the owner of the poodle", "the postman's dog"), hobbies
# told through the person ("the man who knits", "whoever paints", "the chess
# player", "the gardener"); juice occurs only in a question.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Trades", ["baker", "doctor", "plumber", "postman", "tailor"]),
    ("Dogs", ["beagle", "collie", "poodle", "spaniel", "terrier"]),
    ("Hobbies", ["chess", "fishing", "gardening", "knitting", "painting"]),
    ("Drinks", ["beer", "coffee", "juice", "milk", "tea"]),
]
SOLUTION = [
    ("1", "doctor", "collie", "chess", "tea"),
    ("2", "plumber", "poodle", "fishing", "beer"),
    ("3", "baker", "beagle", "painting", "milk"),
    ("4", "tailor", "spaniel", "knitting", "coffee"),
    ("5", "postman", "terrier", "gardening", "juice"),
]
INTRO = ["On Quarry Row there are five houses in a terrace, numbered 1 to 5 counting from the left. In each lives a man with a different trade, who keeps a different breed of dog, has a different hobby and prefers a different drink."]
CLUES = [
    ("The doctor lives in the first house.", lambda s: h(s, "doctor") == 1),
    ("The owner of the poodle goes fishing.", lambda s: s.same("poodle", "fishing")),
    ("Milk is drunk in the middle house.", lambda s: h(s, "milk") == 3),
    ("The baker keeps a beagle.", lambda s: s.same("baker", "beagle")),
    ("The man who knits lives immediately to the right of the baker.", lambda s: h(s, "knitting") == h(s, "baker") + 1),
    ("The tailor drinks coffee.", lambda s: s.same("tailor", "coffee")),
    ("The plumber lives next to the doctor.", lambda s: nextto(s, "plumber", "doctor")),
    ("The chess player keeps a collie.", lambda s: s.same("chess", "collie")),
    ("The doctor plays chess.", lambda s: s.same("doctor", "chess")),
    ("Beer is drunk next door to the chess player.", lambda s: nextto(s, "beer", "chess")),
    ("The postman lives at one end of the terrace.", lambda s: h(s, "postman") in (1, 5)),
    ("Whoever paints drinks milk.", lambda s: s.same("painting", "milk")),
    ("The spaniel lives next to the terrier.", lambda s: nextto(s, "spaniel", "terrier")),
    ("The gardener does not drink tea.", lambda s: not s.same("gardening", "tea")),
    ("The postman's dog is a terrier.", lambda s: s.same("postman", "terrier")),
    ("The gardener lives somewhere to the right of the tailor.", lambda s: h(s, "gardening") > h(s, "tailor")),
]
QUESTIONS = [("Who drinks juice?", lambda s: s.v("Trades", "juice")),
             ("Who keeps the spaniel?", lambda s: s.v("Trades", "spaniel"))]
REMARKS = INTRO
