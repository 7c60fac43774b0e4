R = "Rooms"
CATEGORIES = [
    ("Lodgers", ["Mr Ashdown", "Miss Bellweather", "Mr Crouch", "Mrs Dimmock", "Miss Ellery"]),
    ("Rooms", ["Room 1", "Room 2", "Room 3", "Room 4", "Room 5"], [1, 2, 3, 4, 5]),
    ("Jobs", ["baker", "clerk", "nurse", "tram driver", "typist"]),
    ("Rents", ["$6", "$7", "$8", "$9", "$10"], [6, 7, 8, 9, 10]),
]
SOLUTION = [
    ["Mr Ashdown", "Room 4", "tram driver", "$7"],
    ["Miss Bellweather", "Room 1", "typist", "$9"],
    ["Mr Crouch", "Room 5", "baker", "$6"],
    ["Mrs Dimmock", "Room 2", "nurse", "$10"],
    ["Miss Ellery", "Room 3", "clerk", "$8"],
]
CLUES = [
    ("The nurse pays the highest rent.", lambda s: s.n("Rents", "nurse") == 10),
    ("Mr Ashdown's room number is 3 higher than Miss Bellweather's.", lambda s: s.n(R, "Mr Ashdown") == s.n(R, "Miss Bellweather") + 3),
    ("The baker pays $1 a week less than Mr Ashdown.", lambda s: s.n("Rents", "baker") == s.n("Rents", "Mr Ashdown") - 1),
    ("The lodger in Room 3 is a clerk.", lambda s: s.same("Room 3", "clerk")),
    ("Mrs Dimmock's room is next to Miss Bellweather's.", lambda s: abs(s.n(R, "Mrs Dimmock") - s.n(R, "Miss Bellweather")) == 1),
]
CLUES.append(("The lodger in Room 5, who isn't Mr Ashdown, is the baker.", lambda s: not s.same("Room 5", "Mr Ashdown") and s.same("Room 5", "baker")))
CLUES.append(("Miss Bellweather pays $9 a week.", lambda s: s.same("Miss Bellweather", "$9")))
CLUES.append(("Miss Ellery pays $1 a week more than the tram driver.", lambda s: s.n("Rents", "Miss Ellery") == s.n("Rents", "tram driver") + 1))
NUM = "."
INTRO = ["Five lodgers live in a boarding house on Tanner Street, one to a room. Each has a different job and pays a different weekly rent."]
REMARKS = INTRO
