# An Einstein-riddle retelling: five boats in a row of slips, numbered 1 to 5
# from left to right as seen from the dock (the closing remark says so).
S = "Slips"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Slips", ["1", "2", "3", "4", "5"]),
    ("Hulls", ["navy", "red", "teal", "white", "yellow"]),
    ("Skippers", ["Dane", "Greek", "Irishman", "Portuguese", "Scot"]),
    ("Drinks", ["cocoa", "ginger beer", "lemonade", "rum", "tea"]),
    ("Pets", ["cat", "ferret", "parrot", "terrier", "tortoise"]),
    ("Boats", ["catamaran", "ketch", "sloop", "trawler", "yawl"]),
]
SOLUTION = [
    ["1", "yellow", "Scot", "tea", "cat", "sloop"],
    ["2", "navy", "Greek", "rum", "parrot", "ketch"],
    ["3", "red", "Dane", "lemonade", "terrier", "yawl"],
    ["4", "white", "Irishman", "ginger beer", "tortoise", "trawler"],
    ["5", "teal", "Portuguese", "cocoa", "ferret", "catamaran"],
]
CLUES = [
    ("The Dane's boat has a red hull.", lambda s: s.same("Dane", "red")),
    ("The Greek is moored next to the Dane.", lambda s: near(s, "Greek", "Dane")),
    ("Rum is drunk on the navy boat.", lambda s: s.same("rum", "navy")),
    ("The Irishman drinks ginger beer.", lambda s: s.same("Irishman", "ginger beer")),
    ("The navy boat is moored immediately to the right of the yellow boat.",
     lambda s: s.n(S, "navy") == s.n(S, "yellow") + 1),
    ("The skipper of the yawl keeps a terrier.", lambda s: s.same("yawl", "terrier")),
    ("The trawler has a white hull.", lambda s: s.same("trawler", "white")),
    ("Lemonade is drunk on the boat in the middle slip.", lambda s: s.n(S, "lemonade") == 3),
    ("The Scot is moored in the first slip.", lambda s: s.n(S, "Scot") == 1),
    ("The catamaran is moored next to the boat where the tortoise lives.", lambda s: near(s, "catamaran", "tortoise")),
    ("The ketch is moored next to the boat with the cat.", lambda s: near(s, "ketch", "cat")),
    ("The tea drinker sails a sloop.", lambda s: s.same("tea", "sloop")),
    ("The Portuguese skipper owns the catamaran.", lambda s: s.same("Portuguese", "catamaran")),
    ("The ferret lives on the teal boat.", lambda s: s.same("ferret", "teal")),
    ("The Irishman's boat is next to the teal boat.", lambda s: near(s, "Irishman", "teal")),
    ("The trawler is moored immediately to the left of the teal boat.",
     lambda s: s.n(S, "trawler") == s.n(S, "teal") - 1),
]
QUESTIONS = [("Who drinks cocoa?", lambda s: s.v("Skippers", "cocoa")),
             ("Who keeps the parrot?", lambda s: s.v("Skippers", "parrot"))]
NUM = "."
DOT = False
INTRO = ["Five boats of different kinds are moored side by side in a row of slips at the marina. Each has a different hull color, and each skipper is of a different nationality, has a different favorite drink and keeps a different pet on board."]
OUTRO = ["The slips are numbered 1 to 5 from left to right as you face the boats from the dock, and \"right\" means your right."]
REMARKS = INTRO + OUTRO
