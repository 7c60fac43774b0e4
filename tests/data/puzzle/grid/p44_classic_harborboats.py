# An Einstein-riddle retelling: five boats in a row of berths, numbered 1 to 5
# from west to east, with category lines.
B = "Berths"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Berths", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Boats", ["Albatross", "Bluebell", "Curlew", "Dolphin", "Egret"]),
    ("Skippers", ["Agnes", "Bruno", "Cecil", "Dolores", "Emil"]),
    ("Hulls", ["black", "green", "orange", "purple", "white"]),
    ("Catches", ["crabs", "eels", "mussels", "oysters", "shrimp"]),
]
SOLUTION = [
    ["1", "Curlew", "Bruno", "green", "shrimp"],
    ["2", "Egret", "Dolores", "white", "crabs"],
    ["3", "Albatross", "Emil", "black", "mussels"],
    ["4", "Dolphin", "Agnes", "orange", "oysters"],
    ["5", "Bluebell", "Cecil", "purple", "eels"],
]
CLUES = [
    ("Bruno's boat is moored in berth 1.", lambda s: s.n(B, "Bruno") == 1),
    ("The Albatross is painted black.", lambda s: s.same("Albatross", "black")),
    ("Agnes skippers the Dolphin.", lambda s: s.same("Agnes", "Dolphin")),
    ("The boat that landed mussels is in the middle berth.", lambda s: s.n(B, "mussels") == 3),
    ("The white boat is moored immediately west of the black boat.", lambda s: s.n(B, "white") == s.n(B, "black") - 1),
    ("Cecil's boat brought in eels.", lambda s: s.same("Cecil", "eels")),
    ("The Curlew is green.", lambda s: s.same("Curlew", "green")),
    ("The boat that landed crabs is next to the green boat.", lambda s: near(s, "crabs", "green")),
    ("Dolores skippers the Egret.", lambda s: s.same("Dolores", "Egret")),
    ("The purple boat is at the east end of the row.", lambda s: s.n(B, "purple") == 5),
    ("The orange boat is next to the purple boat.", lambda s: near(s, "orange", "purple")),
    ("The shrimp boat is next to the Egret.", lambda s: near(s, "shrimp", "Egret")),
    ("Emil's boat isn't painted orange.", lambda s: not s.same("Emil", "orange")),
    ("The Bluebell is moored somewhere east of the Dolphin.", lambda s: s.n(B, "Bluebell") > s.n(B, "Dolphin")),
]
QUESTIONS = [
    ("Who skippers the boat that landed oysters?", lambda s: s.v("Skippers", "oysters")),
    ("Which boat is moored in berth 3?", lambda s: s.v("Boats", "3")),
]
NUM = "."
DOT = False
INTRO = ["Five fishing boats are moored side by side along the harbor wall, in berths numbered 1 to 5 from west to east. Each boat has a different skipper, a different hull color and landed a different catch this morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
