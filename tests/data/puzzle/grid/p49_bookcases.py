N = "Shelves"
CATEGORIES = [
    ("Students", ["Gus", "Harriet", "Lou", "Nadine"]),
    ("Woods", ["birch", "cherry", "maple", "walnut"]),
    ("Shelves", ["3 shelves", "4 shelves", "5 shelves", "6 shelves"], [3, 4, 5, 6]),
    ("Rooms", ["bedroom", "den", "hallway", "living room"]),
]
SOLUTION = [
    ["Gus", "walnut", "5 shelves", "den"],
    ["Harriet", "maple", "3 shelves", "hallway"],
    ["Lou", "birch", "6 shelves", "bedroom"],
    ["Nadine", "cherry", "4 shelves", "living room"],
]
CLUES = [
    ("The bookcase for the hallway has the fewest shelves.", lambda s: s.n(N, "hallway") == 3),
    ("Lou's bookcase has one more shelf than the walnut one.", lambda s: s.n(N, "Lou") == s.n(N, "walnut") + 1),
    ("Nadine's bookcase, which is going in her living room, has one more shelf than Harriet's.",
     lambda s: s.same("Nadine", "living room") and s.n(N, "Nadine") == s.n(N, "Harriet") + 1),
    ("The maple bookcase has two fewer shelves than the walnut one.", lambda s: s.n(N, "maple") == s.n(N, "walnut") - 2),
    ("Gus's bookcase has more shelves than Nadine's.", lambda s: s.n(N, "Gus") > s.n(N, "Nadine")),
    ("Gus didn't build the bookcase for the bedroom.", lambda s: not s.same("Gus", "bedroom")),
    ("The birch bookcase isn't going in the living room.", lambda s: not s.same("birch", "living room")),
]
QUESTIONS = [("Which wood did Nadine use?", lambda s: s.v("Woods", "Nadine"))]
NUM = "."
INTRO = ["In the night-school woodworking class, four students each built a bookcase from a different wood, with a different number of shelves, for a different room of their homes."]
OUTRO = []
REMARKS = INTRO + OUTRO
