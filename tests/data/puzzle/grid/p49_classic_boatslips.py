S = "Slips"
CATEGORIES = [
    ("Slips", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Mr. Haskins", "Mr. Nyberg", "Mr. Ortega", "Mrs. Quill", "Ms. Varga"]),
    ("Boats", ["bass boat", "cabin cruiser", "houseboat", "pontoon", "sailboat"]),
    ("Colors", ["blue", "green", "red", "white", "yellow"]),
    ("Hometowns", ["Dayton", "Erie", "Flint", "Joplin", "Macon"]),
]
SOLUTION = [
    ["1", "Mr. Haskins", "pontoon", "green", "Dayton"],
    ["2", "Mr. Ortega", "sailboat", "white", "Joplin"],
    ["3", "Mrs. Quill", "houseboat", "yellow", "Erie"],
    ["4", "Mr. Nyberg", "bass boat", "red", "Macon"],
    ["5", "Ms. Varga", "cabin cruiser", "blue", "Flint"],
]
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CLUES = [
    ("The houseboat is tied up in the middle slip.", lambda s: s.n(S, "houseboat") == 3),
    ("The man from Joplin owns the sailboat.", lambda s: s.same("Joplin", "sailboat")),
    ("The red boat is immediately to the left of the blue one.", lambda s: s.n(S, "red") == s.n(S, "blue") - 1),
    ("The pontoon is next to the white boat.", lambda s: near(s, "pontoon", "white")),
    ("The cabin cruiser is somewhere to the right of the bass boat.", lambda s: s.n(S, "cabin cruiser") > s.n(S, "bass boat")),
    ("The owner from Erie keeps a yellow boat.", lambda s: s.same("Erie", "yellow")),
    ("Mr. Nyberg, who is from Macon, is next to Ms. Varga.",
     lambda s: s.same("Mr. Nyberg", "Macon") and near(s, "Mr. Nyberg", "Ms. Varga")),
    ("The green boat is next to the boat from Joplin.", lambda s: near(s, "green", "Joplin")),
    ("Mrs. Quill's boat is immediately to the right of the white one.", lambda s: s.n(S, "Mrs. Quill") == s.n(S, "white") + 1),
    ("The boat from Dayton is at one end of the dock.", lambda s: s.n(S, "Dayton") in (1, 5)),
    ("Mr. Haskins keeps his boat in the first slip.", lambda s: s.n(S, "Mr. Haskins") == 1),
    ("The bass boat is red.", lambda s: s.same("bass boat", "red")),
    ("The sailboat is next to the pontoon.", lambda s: near(s, "sailboat", "pontoon")),
    ("Ms. Varga's boat is tied up at the far right end of the dock.", lambda s: s.n(S, "Ms. Varga") == 5),
    ("The boat from Flint is blue.", lambda s: s.same("Flint", "blue")),
    ("Mr. Haskins's boat is not next to Mrs. Quill's.", lambda s: not near(s, "Mr. Haskins", "Mrs. Quill")),
]
QUESTIONS = [
    ("Who owns the bass boat?", lambda s: s.v("Owners", "bass boat")),
    ("Where is Mr. Ortega from?", lambda s: s.v("Hometowns", "Mr. Ortega")),
]
NUM = "."
INTRO = ["Five boats are tied up side by side at the Pine Cove marina, in slips numbered 1 to 5 from left to right as you face the lake. Each boat is a different kind and a different color, and each owner comes from a different town."]
OUTRO = []
REMARKS = INTRO + OUTRO
