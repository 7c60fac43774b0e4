R = "Rooms"
def r(s, x):
    return s.n(R, x)
CATEGORIES = [
    ("Exhibits", ["armour", "clocks", "fossils", "masks", "tapestries"]),
    ("Rooms", ["Room 1", "Room 2", "Room 3", "Room 4", "Room 5"]),
    ("Curators", ["Bea", "Cal", "Dov", "Eve", "Flo"]),
]
CLUES = [
    ("Clocks are in Room 1.", lambda s: s.same("clocks", "Room 1")),
    ("The fossils fill the middle room.", lambda s: r(s, "fossils") == 3),
    ("Masks are next to armour.", lambda s: abs(r(s, "masks") - r(s, "armour")) == 1),
    ("Cal has the highest-numbered room.", lambda s: r(s, "Cal") == 5),
    ("Eve's room is next to Flo's.", lambda s: abs(r(s, "Eve") - r(s, "Flo")) == 1),
    ("Dov doesn't look after the masks.", lambda s: not s.same("Dov", "masks")),
    ("Armour isn't in Room 5.", lambda s: not s.same("armour", "Room 5")),
    ("Flo looks after the clocks.", lambda s: s.same("Flo", "clocks")),
    ("Bea's room is between Eve's and Dov's.",
     lambda s: min(r(s, "Eve"), r(s, "Dov")) < r(s, "Bea") < max(r(s, "Eve"), r(s, "Dov"))),
]
REMARKS = ["The rooms of the small town museum open off one corridor and are numbered in order along it. Each room has one curator."]
QUESTIONS = [("What's in Room 2, and who looks after it?",
              lambda s: (s.v("Exhibits", "Room 2"), s.v("Curators", "Room 2")))]
