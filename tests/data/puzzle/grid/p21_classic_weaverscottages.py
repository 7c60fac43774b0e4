# A 1962-style text with category lines: a row of five weavers' cottages.
H = "Cottages"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Weavers", ["Ackroyd", "Bairstow", "Crowther", "Holroyd", "Sutcliffe"]),
    ("Doors", ["black", "blue", "green", "red", "white"]),
    ("Cloths", ["calico", "flannel", "serge", "tweed", "worsted"]),
    ("Pets", ["canary", "cat", "ferret", "goat", "tortoise"]),
    ("Drinks", ["ale", "buttermilk", "cocoa", "ginger beer", "tea"]),
]
SOLUTION = [
    ["1", "Holroyd", "blue", "tweed", "cat", "tea"],
    ["2", "Crowther", "white", "worsted", "ferret", "ale"],
    ["3", "Ackroyd", "red", "calico", "canary", "buttermilk"],
    ["4", "Sutcliffe", "green", "serge", "tortoise", "cocoa"],
    ["5", "Bairstow", "black", "flannel", "goat", "ginger beer"],
]
CLUES = [
    ("Ackroyd lives behind the red door.", lambda s: s.same("Ackroyd", "red")),
    ("Crowther keeps a ferret.", lambda s: s.same("Crowther", "ferret")),
    ("Cocoa is drunk in the cottage with the green door.", lambda s: s.same("cocoa", "green")),
    ("Holroyd drinks tea.", lambda s: s.same("Holroyd", "tea")),
    ("The green door is immediately to the right of the red door.",
     lambda s: s.n(H, "green") == s.n(H, "red") + 1),
    ("The man who weaves tweed keeps a cat.", lambda s: s.same("tweed", "cat")),
    ("Flannel is woven behind the black door.", lambda s: s.same("flannel", "black")),
    ("Buttermilk is drunk in the middle cottage.", lambda s: s.n(H, "buttermilk") == 3),
    ("Holroyd lives in the first cottage.", lambda s: s.n(H, "Holroyd") == 1),
    ("The worsted weaver lives next door to the man with the cat.", lambda s: near(s, "worsted", "cat")),
    ("Flannel is woven next door to the cottage where the tortoise is kept.",
     lambda s: near(s, "flannel", "tortoise")),
    ("The flannel weaver drinks ginger beer.", lambda s: s.same("flannel", "ginger beer")),
    ("Sutcliffe weaves serge.", lambda s: s.same("Sutcliffe", "serge")),
    ("Holroyd lives next to the cottage with the white door.", lambda s: near(s, "Holroyd", "white")),
    ("The calico weaver keeps a canary.", lambda s: s.same("calico", "canary")),
    ("Ackroyd does not weave tweed.", lambda s: not s.same("Ackroyd", "tweed")),
    ("Crowther's cottage stands between Holroyd's and Ackroyd's.",
     lambda s: min(s.n(H, "Holroyd"), s.n(H, "Ackroyd")) < s.n(H, "Crowther") < max(s.n(H, "Holroyd"), s.n(H, "Ackroyd"))),
]
QUESTIONS = [("Who drinks ale?", lambda s: s.v("Weavers", "ale")),
             ("Who keeps the goat?", lambda s: s.v("Weavers", "goat"))]
NUM = "."
DOT = False
INTRO = ["The Weavers' Row",
         "Five handloom weavers live in a row of five cottages on Loom Street, numbered 1 to 5 from left to right as you face them. "
         "Each cottage has a front door of a different colour, and each weaver weaves a different cloth, keeps a different pet and has a different favourite drink."]
OUTRO = ["Right and left are as you look at the row from the street."]
REMARKS = INTRO + OUTRO
