T = "Tonnages"
B = "Berths"
CATEGORIES = [
    ("Pilots", ["Captain Ahearn", "Captain Brodie", "Captain Castell", "Captain Drew"]),
    ("Ships", ["Kestrel", "Lapwing", "Merlin", "Osprey"]),
    ("Tonnages", ["6000 tonnes", "7500 tonnes", "9000 tonnes", "10500 tonnes"], [6000, 7500, 9000, 10500]),
    ("Berths", ["Berth 2", "Berth 4", "Berth 6", "Berth 8"], [2, 4, 6, 8]),
]
SOLUTION = [
    ["Captain Ahearn", "Merlin", "9000 tonnes", "Berth 4"],
    ["Captain Brodie", "Osprey", "6000 tonnes", "Berth 8"],
    ["Captain Castell", "Kestrel", "10500 tonnes", "Berth 2"],
    ["Captain Drew", "Lapwing", "7500 tonnes", "Berth 6"],
]
CLUES = [
    ("Captain Brodie's ship is 1500 tonnes lighter than the Lapwing.",
     lambda s: s.n(T, "Captain Brodie") == s.n(T, "Lapwing") - 1500),
    ("Captain Ahearn guided in the Merlin, which is lighter than the ship at Berth 2.",
     lambda s: s.same("Captain Ahearn", "Merlin") and s.n(T, "Merlin") < s.n(T, "Berth 2")),
    ("The Kestrel's berth number is 4 lower than the Lapwing's.",
     lambda s: s.n(B, "Kestrel") == s.n(B, "Lapwing") - 4),
    ("Of Captain Drew and the pilot of the 6000-tonne ship, one took his vessel to Berth 6 and the other to Berth 8.",
     lambda s: not s.same("Captain Drew", "6000 tonnes") and {s.n(B, "Captain Drew"), s.n(B, "6000 tonnes")} == {6, 8}),
    ("Captain Castell didn't bring in the Osprey, and neither did Captain Drew.",
     lambda s: not s.same("Captain Castell", "Osprey") and not s.same("Captain Drew", "Osprey")),
    ("The ship at Berth 4 is 1500 tonnes lighter than the one at Berth 2, and neither of them is Captain Brodie's.",
     lambda s: s.n(T, "Berth 4") == s.n(T, "Berth 2") - 1500 and not s.same("Captain Brodie", "Berth 4") and not s.same("Captain Brodie", "Berth 2")),
]
QUESTIONS = [("Which ship is at Berth 2?", lambda s: s.v("Ships", "Berth 2"))]
NUM = ")"
DOT = False
INTRO = ["Four harbour pilots each brought one cargo ship into port yesterday and took it to a different berth."]
OUTRO = []
REMARKS = INTRO + OUTRO
