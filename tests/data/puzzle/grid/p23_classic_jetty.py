# A retelling of the zebra puzzle with fishing boats at a jetty.  The text has
# no category lines: every value is named in a statement or a question.  Berths
# are numbered from the shore end of the jetty, so berth 1 is nearest the shore
# and "beyond" means one berth further out.
B = "Berths"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Berths", ["1", "2", "3", "4", "5"]),
    ("Hulls", ["yellow", "blue", "red", "white", "green"]),
    ("Skippers", ["Dougie", "Angus", "Euan", "Colm", "Bryn"]),
    ("Catches", ["pollock", "crab", "mackerel", "lobster", "sprats"]),
    ("Drinks", ["tea", "lemonade", "cocoa", "coffee", "rum"]),
    ("Pets", ["cat", "dog", "canary", "ferret", "parrot"]),
]
SOLUTION = [
    ["1", "yellow", "Dougie", "pollock", "tea", "cat"],
    ["2", "blue", "Angus", "crab", "lemonade", "dog"],
    ["3", "red", "Euan", "mackerel", "cocoa", "canary"],
    ["4", "white", "Colm", "lobster", "coffee", "ferret"],
    ["5", "green", "Bryn", "sprats", "rum", "parrot"],
]
CLUES = [
    ("There are five boats.", lambda s: True),
    ("Euan skippers the red boat.", lambda s: s.same("Euan", "red")),
    ("Angus takes his dog to sea with him.", lambda s: s.same("Angus", "dog")),
    ("Coffee is drunk on the white boat.", lambda s: s.same("coffee", "white")),
    ("Dougie drinks tea.", lambda s: s.same("Dougie", "tea")),
    ("The green boat is tied up immediately beyond the white boat.", lambda s: s.n(B, "green") == s.n(B, "white") + 1),
    ("The skipper who lands mackerel keeps a canary.", lambda s: s.same("mackerel", "canary")),
    ("Pollock is landed by the yellow boat.", lambda s: s.same("pollock", "yellow")),
    ("Cocoa is drunk on the boat at the middle berth.", lambda s: s.n(B, "cocoa") == 3),
    ("Dougie's boat is at the shore end of the jetty.", lambda s: s.n(B, "Dougie") == 1),
    ("The boat that lands crab is moored next to the boat with the cat.", lambda s: near(s, "crab", "cat")),
    ("The pollock boat is moored next to the one with the dog aboard.", lambda s: near(s, "pollock", "dog")),
    ("The skipper who lands sprats drinks rum.", lambda s: s.same("sprats", "rum")),
    ("Colm lands lobster.", lambda s: s.same("Colm", "lobster")),
    ("Dougie is moored next to the blue boat.", lambda s: near(s, "Dougie", "blue")),
    ("The parrot sails on the boat at the far end of the jetty.", lambda s: s.n(B, "parrot") == 5),
    ("Bryn drinks rum.", lambda s: s.same("Bryn", "rum")),
]
QUESTIONS = [("Now, who drinks lemonade? And who keeps a ferret?",
              lambda s: (s.v("Skippers", "lemonade"), s.v("Skippers", "ferret")))]
NUM = "."
DOT = False
INTRO = [
    "Five fishing boats are tied up side by side along the old stone jetty at Port Caddon, at berths numbered 1 to 5 from the shore end outwards.",
]
OUTRO = [
    "Each boat has a hull of a different colour and a different skipper. Each skipper lands a different catch, drinks something different on the way home, and takes a different animal to sea. In statement 6, beyond means one berth further from the shore.",
]
REMARKS = INTRO + OUTRO
