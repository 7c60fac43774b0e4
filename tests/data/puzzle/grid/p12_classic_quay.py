# No category lines: four fishing boats at berths along a quay, clues
# numbered "1)"; the cod only in a question.
H = "Berths"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1)"
CATEGORY_LINES = False
CATEGORIES = [
    ("Berths", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Skippers", ["Owen", "Pat", "Rhys", "Sean"]),
    ("Colours", ["blue", "green", "red", "white"]),
    ("Catches", ["cod", "crab", "lobster", "mackerel"]),
]
SOLUTION = [
    ("1", "Owen", "red", "crab"),
    ("2", "Pat", "blue", "cod"),
    ("3", "Rhys", "white", "lobster"),
    ("4", "Sean", "green", "mackerel"),
]
INTRO = ["Four fishing boats are tied up side by side along the quay, at berths numbered 1 to 4 from left to right. Each boat is painted a different colour, and each skipper fishes for something different."]
CLUES = [
    ("The boat that lands crab is red.", lambda s: s.same("crab", "red")),
    ("Rhys's boat is immediately to the right of the blue boat.", lambda s: h(s, "Rhys") == h(s, "blue") + 1),
    ("Sean's boat is at one end of the row.", lambda s: h(s, "Sean") in (1, 4)),
    ("The green boat lands mackerel.", lambda s: s.same("green", "mackerel")),
    ("Pat does not fish for lobster.", lambda s: not s.same("Pat", "lobster")),
    ("The red boat is at the left end.", lambda s: h(s, "red") == 1),
    ("Owen's boat is next to Pat's boat.", lambda s: nextto(s, "Owen", "Pat")),
    ("The white boat is not next to the red boat.", lambda s: not nextto(s, "white", "red")),
    ("Owen's boat is red.", lambda s: s.same("Owen", "red")),
    ("Sean's boat is not white.", lambda s: not s.same("Sean", "white")),
]
QUESTIONS = [("Who fishes for cod?", lambda s: s.v("Skippers", "cod")),
             ("What colour is Sean's boat?", lambda s: s.v("Colours", "Sean"))]
REMARKS = INTRO
