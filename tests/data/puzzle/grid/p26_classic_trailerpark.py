T = "Trailers"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(T, a) - s.n(T, b)) == 1
CATEGORIES = [
    ("Trailers", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Colors", ["aqua", "beige", "lime", "pink", "silver"]),
    ("Jobs", ["barber", "cook", "mechanic", "trucker", "welder"]),
    ("Drinks", ["buttermilk", "cider", "cocoa", "ginger ale", "sweet tea"]),
    ("Pets", ["ferret", "goat", "rabbit", "rooster", "turtle"]),
]
SOLUTION = [
    ["1", "silver", "welder", "cocoa", "rooster"],
    ["2", "aqua", "barber", "ginger ale", "ferret"],
    ["3", "pink", "trucker", "sweet tea", "goat"],
    ["4", "beige", "cook", "buttermilk", "turtle"],
    ["5", "lime", "mechanic", "cider", "rabbit"],
]
CLUES = [
    ("There are five trailers in a row.", lambda s: True),
    ("The welder lives in the silver trailer.", lambda s: s.same("welder", "silver")),
    ("The barber keeps a ferret.", lambda s: s.same("barber", "ferret")),
    ("Sweet tea is drunk in the pink trailer.", lambda s: s.same("sweet tea", "pink")),
    ("The cook drinks buttermilk.", lambda s: s.same("cook", "buttermilk")),
    ("The pink trailer is immediately to the left of the beige trailer.", lambda s: s.n(T, "pink") == s.n(T, "beige") - 1),
    ("The rooster lives at the first trailer.", lambda s: s.n(T, "rooster") == 1),
    ("The mechanic lives in the last trailer on the right.", lambda s: s.n(T, "mechanic") == 5),
    ("The cider drinker lives next door to the cook.", lambda s: near(s, "cider", "cook")),
    ("The goat is kept at the middle trailer.", lambda s: s.n(T, "goat") == 3),
    ("The lime trailer is at one end of the row.", lambda s: s.n(T, "lime") in (1, 5)),
    ("The cocoa drinker lives next door to the one who drinks ginger ale.", lambda s: near(s, "cocoa", "ginger ale")),
    ("The turtle is kept at the beige trailer.", lambda s: s.same("turtle", "beige")),
    ("The trucker lives somewhere to the right of the welder.", lambda s: s.n(T, "trucker") > s.n(T, "welder")),
    ("Ginger ale is drunk in the aqua trailer.", lambda s: s.same("ginger ale", "aqua")),
]
QUESTIONS = [
    ("Who keeps the rabbit?", lambda s: s.v("Jobs", "rabbit")),
    ("What does the welder drink?", lambda s: s.v("Drinks", "welder")),
]
NUM = "."
DOT = False
INTRO = [
    "Shady Pines",
    "At the Shady Pines trailer park, five trailers stand in a row, each painted a different color. Each is home to one resident, and the five residents have different jobs, favor different drinks, and keep different pets. Left and right are as you face the trailers from the road, so the first trailer is the one on the far left.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
