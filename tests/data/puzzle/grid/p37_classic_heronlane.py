# A classic text with category lines.  The cottages are numbered 1 to 5 from
# left to right as seen from the lane, so "to the right of" means a higher number.
H = "Cottages"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Occupations", ["baker", "fiddler", "nurse", "postman", "tailor"]),
    ("Doors", ["amber", "crimson", "lilac", "olive", "teal"]),
    ("Drinks", ["buttermilk", "cider", "cocoa", "ginger beer", "lemonade"]),
    ("Pets", ["canary", "ferret", "goldfish", "rabbit", "tortoise"]),
]
SOLUTION = [
    ["1", "postman", "teal", "buttermilk", "canary"],
    ["2", "nurse", "lilac", "cider", "goldfish"],
    ["3", "baker", "crimson", "cocoa", "tortoise"],
    ["4", "tailor", "olive", "lemonade", "ferret"],
    ["5", "fiddler", "amber", "ginger beer", "rabbit"],
]
CLUES = [
    ("The baker lives behind the crimson door.", lambda s: s.same("baker", "crimson")),
    ("The fiddler keeps a rabbit.", lambda s: s.same("fiddler", "rabbit")),
    ("Cocoa is drunk in the middle cottage.", lambda s: s.n(H, "cocoa") == 3),
    ("The postman lives in the first cottage.", lambda s: s.n(H, "postman") == 1),
    ("The postman lives next door to the cottage with the lilac door.", lambda s: near(s, "postman", "lilac")),
    ("The olive door is immediately to the right of the crimson one.", lambda s: s.n(H, "olive") == s.n(H, "crimson") + 1),
    ("The nurse drinks cider.", lambda s: s.same("nurse", "cider")),
    ("The owner of the canary drinks buttermilk.", lambda s: s.same("canary", "buttermilk")),
    ("Ginger beer is drunk in the cottage with the amber door.", lambda s: s.same("ginger beer", "amber")),
    ("The tortoise lives next door to the cottage where cider is drunk.", lambda s: near(s, "tortoise", "cider")),
    ("The goldfish is kept next door to the one who drinks buttermilk.", lambda s: near(s, "goldfish", "buttermilk")),
    ("The fiddler lives in the end cottage on the right.", lambda s: s.n(H, "fiddler") == 5),
    ("The nurse lives somewhere to the left of the baker.", lambda s: s.n(H, "nurse") < s.n(H, "baker")),
    ("The postman's door is painted teal.", lambda s: s.same("postman", "teal")),
    ("Lemonade isn't drunk in the cottage with the teal door.", lambda s: not s.same("lemonade", "teal")),
]
QUESTIONS = [("Who owns the ferret?", lambda s: s.v("Occupations", "ferret")),
             ("What colour is the fiddler's door?", lambda s: s.v("Doors", "fiddler"))]
NUM = None
DOT = False
INTRO = ["Five cottages stand side by side on Heron Lane, numbered 1 to 5 from left to right as you face them from the lane. In each lives one person with a different job, and each cottage has a front door of a different colour. Each resident has a favourite drink and keeps one pet, no two the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
