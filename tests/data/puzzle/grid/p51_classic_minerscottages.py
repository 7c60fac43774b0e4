# The text has no category lines: the intro names the numbering (cottages 1 to 5
# from left to right as you face them) and says what differs; the clues and the
# questions name the values (the ferret and the cider appear only in the questions).
C = "Cottages"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Doors", ["black", "blue", "green", "maroon", "red"]),
    ("Miners", ["Arthur", "Billy", "Harry", "Joe", "Tommy"]),
    ("Wives", ["Annie", "Edith", "Lizzie", "Maggie", "Nellie"]),
    ("Pets", ["canary", "ferret", "pigeons", "rabbit", "whippet"]),
    ("Drinks", ["bitter", "cider", "mild", "shandy", "stout"]),
]
SOLUTION = [
    ["1", "green", "Harry", "Lizzie", "pigeons", "mild"],
    ["2", "red", "Arthur", "Nellie", "whippet", "bitter"],
    ["3", "black", "Joe", "Annie", "canary", "stout"],
    ["4", "blue", "Tommy", "Maggie", "ferret", "shandy"],
    ["5", "maroon", "Billy", "Edith", "rabbit", "cider"],
]
CLUES = [
    ("Arthur lives behind the red door.", lambda s: s.same("Arthur", "red")),
    ("Joe's wife is Annie.", lambda s: s.same("Joe", "Annie")),
    ("The whippet belongs to the man whose wife is Nellie.", lambda s: s.same("whippet", "Nellie")),
    ("Mild is drunk in the house with the green door.", lambda s: s.same("mild", "green")),
    ("Harry lives at one end of the terrace.", lambda s: s.n(C, "Harry") in (1, 5)),
    ("Stout is drunk in the middle cottage.", lambda s: s.n(C, "stout") == 3),
    ("Lizzie's husband keeps pigeons.", lambda s: s.same("Lizzie", "pigeons")),
    ("The canary is kept next door to the man who drinks shandy.", lambda s: near(s, "canary", "shandy")),
    ("Bitter is drunk next door to the house where the pigeons are kept.", lambda s: near(s, "bitter", "pigeons")),
    ("Tommy drinks shandy.", lambda s: s.same("Tommy", "shandy")),
    ("Maggie lives next door to Annie.", lambda s: near(s, "Maggie", "Annie")),
    ("The maroon door is somewhere to the right of the blue door.", lambda s: s.n(C, "maroon") > s.n(C, "blue")),
    ("Billy lives next to the house with the blue door.", lambda s: near(s, "Billy", "blue")),
    ("The rabbit is kept behind the maroon door.", lambda s: s.same("rabbit", "maroon")),
    ("The black door is immediately to the left of the blue one.", lambda s: s.n(C, "black") == s.n(C, "blue") - 1),
    ("Edith lives in the cottage at the right-hand end.", lambda s: s.n(C, "Edith") == 5),
    ("The whippet is kept next door to the canary.", lambda s: near(s, "whippet", "canary")),
    ("Nellie is married to Arthur.", lambda s: s.same("Nellie", "Arthur")),
]
QUESTIONS = [
    ("Now, who keeps the ferret? Who drinks cider?",
     lambda s: (s.v("Miners", "ferret"), s.v("Miners", "cider"))),
]
NUM = "."
INTRO = ["Five miners live with their wives in a terrace of five cottages on Pit Lane, numbered 1 to 5 from left to right as you face them. Each front door is painted a different colour, each man keeps a different kind of pet, and each has his own favourite drink at the Welfare club."]
ASK = None
OUTRO = []
REMARKS = INTRO + OUTRO
