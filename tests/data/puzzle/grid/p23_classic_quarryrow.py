# A zebra-style row of five cottages with category lines.  Cottages are
# numbered 1 to 5 from left to right, as the intro says.
C = "Cottages"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Tenants", ["Mrs Amos", "Mr Bevan", "Miss Carr", "Mr Dyer", "Mrs Eames"]),
    ("Trades", ["baker", "cobbler", "miller", "smith", "weaver"]),
    ("Gardens", ["beans", "cabbages", "leeks", "potatoes", "roses"]),
    ("Animals", ["cat", "dog", "goat", "hens", "rabbit"]),
]
SOLUTION = [
    ["1", "Mr Dyer", "weaver", "leeks", "goat"],
    ["2", "Mrs Amos", "baker", "roses", "cat"],
    ["3", "Mr Bevan", "smith", "potatoes", "dog"],
    ["4", "Mrs Eames", "cobbler", "beans", "rabbit"],
    ["5", "Miss Carr", "miller", "cabbages", "hens"],
]
CLUES = [
    ("Mr Bevan, the smith, lives in the middle cottage.",
     lambda s: s.same("Mr Bevan", "smith") and s.n(C, "Mr Bevan") == 3),
    ("The weaver lives at the left-hand end of the row.", lambda s: s.n(C, "weaver") == 1),
    ("Mrs Amos grows roses.", lambda s: s.same("Mrs Amos", "roses")),
    ("The cobbler's cottage is immediately to the right of the smith's.",
     lambda s: s.n(C, "cobbler") == s.n(C, "smith") + 1),
    ("The miller keeps hens.", lambda s: s.same("miller", "hens")),
    ("Potatoes are grown next door to the cottage where the cat lives.", lambda s: near(s, "potatoes", "cat")),
    ("Mrs Eames lives next door to Mr Bevan.", lambda s: near(s, "Mrs Eames", "Mr Bevan")),
    ("The weaver grows leeks.", lambda s: s.same("weaver", "leeks")),
    ("The baker lives next door to the weaver.", lambda s: near(s, "baker", "weaver")),
    ("The cobbler keeps a rabbit.", lambda s: s.same("cobbler", "rabbit")),
    ("The beans are grown next door to the dog.", lambda s: near(s, "beans", "dog")),
    ("Mrs Amos, the baker, keeps a cat.", lambda s: s.same("Mrs Amos", "baker") and s.same("Mrs Amos", "cat")),
    ("Miss Carr's next-door neighbour is the cobbler.", lambda s: near(s, "Miss Carr", "cobbler")),
]
QUESTIONS = [("Who keeps the goat? Who grows the cabbages?",
              lambda s: (s.v("Tenants", "goat"), s.v("Tenants", "cabbages")))]
NUM = ")"
DOT = True
INTRO = [
    "Five cottages stand in a row on Quarry Lane, numbered 1 to 5 from left to right. Each has a different tenant, who follows a different trade, grows something different in the front garden and keeps a different animal.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
