# No category lines: the categories below are what the statements, the question
# and the closing remark name.  Crofts are numbered from the west, so the first
# croft is croft 1 and "east of" means a higher number.
C = "Crofts"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Crofts", ["1", "2", "3", "4", "5"]),
    ("Crofters", ["Gillies", "MacLeod", "Matheson", "Morrison", "Nicolson"]),
    ("Roofs", ["black", "green", "grey", "red", "white"]),
    ("Animals", ["cattle", "geese", "goats", "ponies", "sheep"]),
    ("Drinks", ["buttermilk", "cocoa", "coffee", "tea", "whisky"]),
]
SOLUTION = [
    ["1", "Nicolson", "white", "goats", "coffee"],
    ["2", "MacLeod", "grey", "ponies", "tea"],
    ["3", "Gillies", "red", "sheep", "buttermilk"],
    ["4", "Matheson", "green", "cattle", "whisky"],
    ["5", "Morrison", "black", "geese", "cocoa"],
]
CLUES = [
    ("There are five crofts in a row along the glen.", lambda s: True),
    ("MacLeod lives in the croft with the grey roof.", lambda s: s.same("MacLeod", "grey")),
    ("Morrison keeps geese.", lambda s: s.same("Morrison", "geese")),
    ("Whisky is drunk in the croft with the green roof.", lambda s: s.same("whisky", "green")),
    ("Nicolson drinks coffee.", lambda s: s.same("Nicolson", "coffee")),
    ("The green-roofed croft is immediately east of the red-roofed one.", lambda s: s.n(C, "green") == s.n(C, "red") + 1),
    ("The crofter who keeps sheep drinks buttermilk.", lambda s: s.same("sheep", "buttermilk")),
    ("Buttermilk is drunk in the middle croft.", lambda s: s.n(C, "buttermilk") == 3),
    ("Nicolson lives in the first croft.", lambda s: s.n(C, "Nicolson") == 1),
    ("The man who keeps goats lives next to the man who drinks tea.", lambda s: near(s, "goats", "tea")),
    ("Cattle are kept in the croft next to the one with the black roof.", lambda s: near(s, "cattle", "black")),
    ("Matheson lives next door to Gillies.", lambda s: near(s, "Matheson", "Gillies")),
    ("Nicolson lives next to the croft with the grey roof.", lambda s: near(s, "Nicolson", "grey")),
    ("Matheson drinks whisky.",
     lambda s: s.same("Matheson", "whisky")),
    ("The croft with the white roof is next to MacLeod's.",
     lambda s: near(s, "white", "MacLeod")),
]
QUESTIONS = [("Who keeps the ponies? And who drinks cocoa?",
              lambda s: (s.v("Crofters", "ponies"), s.v("Crofters", "cocoa")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each of the five crofts has a roof of a different colour, and the crofters keep different animals and drink different things. The crofts are counted from the west, so the first croft is the one furthest west."]
REMARKS = INTRO + OUTRO
