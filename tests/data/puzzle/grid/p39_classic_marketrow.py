# Einstein-style, with category lines.  Shops are numbered 1 to 5 from left to right.
S = "Shops"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Shops", ["1", "2", "3", "4", "5"]),
    ("Shopkeepers", ["Mr. Finch", "Mrs. Gale", "Mr. Holt", "Ms. Ince", "Mrs. Jory"]),
    ("Trades", ["baker", "butcher", "florist", "grocer", "chemist"]),
    ("Awnings", ["red", "green", "blue", "striped", "yellow"]),
    ("Radios", ["jazz", "news", "football", "pop", "opera"]),
]
SOLUTION = [
    ["1", "Mrs. Gale", "florist", "green", "opera"],
    ["2", "Mr. Holt", "baker", "yellow", "news"],
    ["3", "Ms. Ince", "grocer", "striped", "pop"],
    ["4", "Mrs. Jory", "chemist", "blue", "jazz"],
    ["5", "Mr. Finch", "butcher", "red", "football"],
]
CLUES = [
    ("The butcher has a red awning.", lambda s: s.same("butcher", "red")),
    ("Mrs. Gale is the florist.", lambda s: s.same("Mrs. Gale", "florist")),
    ("The grocer's radio plays pop.", lambda s: s.same("grocer", "pop")),
    ("The blue awning is immediately to the right of the striped awning.", lambda s: s.n(S, "blue") == s.n(S, "striped") + 1),
    ("Pop is heard in the middle shop.", lambda s: s.n(S, "pop") == 3),
    ("Mrs. Gale keeps the first shop on the left.", lambda s: s.n(S, "Mrs. Gale") == 1),
    ("Mrs. Gale's shop is next to the one with the yellow awning.", lambda s: near(s, "Mrs. Gale", "yellow")),
    ("The baker listens to the news.", lambda s: s.same("baker", "news")),
    ("The shop where opera is playing is next door to the baker's.", lambda s: near(s, "opera", "baker")),
    ("Mr. Finch listens to the football.", lambda s: s.same("Mr. Finch", "football")),
    ("Ms. Ince has the striped awning.", lambda s: s.same("Ms. Ince", "striped")),
    ("The chemist listens to jazz.", lambda s: s.same("chemist", "jazz")),
    ("Mr. Holt is the baker.", lambda s: s.same("Mr. Holt", "baker")),
    ("The shop playing jazz is next door to the butcher's.", lambda s: near(s, "jazz", "butcher")),
]
QUESTIONS = [("Who is the chemist?", lambda s: s.v("Shopkeepers", "chemist")),
             ("Whose shop has the green awning?", lambda s: s.v("Shopkeepers", "green"))]
NUM = None
DOT = False
INTRO = ["Five little shops stand side by side on Market Row. Each shopkeeper follows a different trade, has a different awning over the window, and keeps the radio on a different programme."]
OUTRO = ["Shop 1 is at the left-hand end of the row and shop 5 at the right-hand end, as you face the shops."]
REMARKS = INTRO + OUTRO
