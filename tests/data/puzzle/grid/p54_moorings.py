# Category lines: six berths (6 positions), five categories including boat
# length in feet ("longer than", "the 26-footer").
H = "Berth"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORIES = [
    ("Berth", ["1", "2", "3", "4", "5", "6"], [1, 2, 3, 4, 5, 6]),
    ("Sails", ["black", "blue", "green", "red", "tan", "white"]),
    ("Length", ["24", "26", "28", "30", "32", "34"], [24, 26, 28, 30, 32, 34]),
    ("Boat", ["Curlew", "Gannet", "Osprey", "Petrel", "Puffin", "Tern"]),
    ("Skipper", ["Dai", "Ewan", "Fergus", "Gil", "Hamish", "Iain"]),
]
SOLUTION = [
    ("1", "red", "28", "Petrel", "Dai"),
    ("2", "tan", "24", "Curlew", "Ewan"),
    ("3", "white", "32", "Gannet", "Fergus"),
    ("4", "blue", "26", "Puffin", "Gil"),
    ("5", "green", "34", "Tern", "Hamish"),
    ("6", "black", "30", "Osprey", "Iain"),
]
CLUES = [
    ("The boat with white sails is in berth 3.", lambda s: p(s, "white") == 3),
    ("Iain skippers the Osprey.", lambda s: s.same("Osprey", "Iain")),
    ("The white-sailed boat is 32 feet long.", lambda s: s.same("white", "32")),
    ("The Petrel and the 30-foot boat occupy the two end berths.", lambda s: {p(s, "Petrel"), p(s, "30")} == {1, 6}),
    ("The 26-footer and the 34-footer are moored side by side.", lambda s: nextto(s, "26", "34")),
    ("The Curlew has tan sails.", lambda s: s.same("Curlew", "tan")),
    ("The black sails are next to the 34-footer.", lambda s: nextto(s, "black", "34")),
    ("The boat with black sails is 30 feet long.", lambda s: s.same("black", "30")),
    ("The Tern is longer than the Petrel.", lambda s: s.n("Length", "Tern") > s.n("Length", "Petrel")),
    ("Gil's boat is in the berth immediately to the right of the white sails.", lambda s: p(s, "Gil") == p(s, "white") + 1),
    ("The Gannet is moored next to the 24-footer.", lambda s: nextto(s, "Gannet", "24")),
    ("The Petrel's sails are red.", lambda s: s.same("Petrel", "red")),
    ("Ewan skippers the Curlew.", lambda s: s.same("Curlew", "Ewan")),
    ("Dai's boat is 28 feet long.", lambda s: s.same("Dai", "28")),
    ("Hamish's sails are green.", lambda s: s.same("Hamish", "green")),
]
INTRO = ["Six sailing boats lie at the six berths of the pontoon, numbered 1 to 6 from left to right as seen from the harbour wall. The boats are of different lengths (given in feet), have sails of different colours, and each has a different skipper."]
OUTRO = ['Work out the boat, skipper, sail colour and length at each berth.']
REMARKS = INTRO + OUTRO
