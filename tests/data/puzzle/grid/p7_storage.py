R, U, I, M = "Renters", "Units", "Contents", "Monthly rents"
CATEGORIES = [
    (R, ["Mr. Castellano", "Mrs. O'Rourke", "Ms. Whitfield-Hayes", "Dr. Nakamura"]),
    (U, ["Unit 101", "Unit 102", "Unit 103", "Unit 104"]),
    (I, ["canoe", "Christmas decorations", "vinyl records", "vintage motorcycle"]),
    (M, ["$45.95", "$59.95", "$74.95", "$89.95"], [4595, 5995, 7495, 8995]),
]
NUM = "."
INTRO = ("Four neighboring units sit side by side along the back row at Keep-It-Safe Self Storage, "
         "numbered 101 to 104. Manager Lou Bianchi knows every renter by name and, whether they like it or not, "
         "exactly what each one keeps behind the roll-up door. Each unit rents for a different monthly price.")
REMARKS = [INTRO]
CLUES = [
    ("Mrs. O'Rourke, who has rented from Lou since 1998, has the unit with the lowest number.", lambda s: s.same("Mrs. O'Rourke", "Unit 101")),
    ("The unit holding the canoe is right next to the one holding the vintage motorcycle.", lambda s: abs(s.n(U, "canoe") - s.n(U, "vintage motorcycle")) == 1),
    ("Dr. Nakamura pays $15.00 more a month than Mr. Castellano.", lambda s: s.n(M, "Dr. Nakamura") == s.n(M, "Mr. Castellano") + 1500),
    ("The most expensive unit is Unit 104.", lambda s: s.same("$89.95", "Unit 104")),
    ("The Christmas decorations are not in Unit 103.", lambda s: not s.same("Christmas decorations", "Unit 103")),
    ("Mr. Castellano doesn't keep the vinyl records, and never has.", lambda s: not s.same("Mr. Castellano", "vinyl records")),
    ("The vinyl records are in a cheaper unit than the Christmas decorations.", lambda s: s.n(M, "vinyl records") < s.n(M, "Christmas decorations")),
    ("Ms. Whitfield-Hayes pays the most.", lambda s: s.same("Ms. Whitfield-Hayes", "$89.95")),
    ("The canoe is kept in the unit that rents for $59.95.", lambda s: s.same("canoe", "$59.95")),
    ("Dr. Nakamura's unit is next to Mrs. O'Rourke's.", lambda s: abs(s.n(U, "Dr. Nakamura") - s.n(U, "Mrs. O'Rourke")) == 1),
    ("The vintage motorcycle isn't Dr. Nakamura's.", lambda s: not s.same("vintage motorcycle", "Dr. Nakamura")),
]
QUESTIONS = [("What does Ms. Whitfield-Hayes keep in her unit?", lambda s: s.v(I, "Ms. Whitfield-Hayes"))]
