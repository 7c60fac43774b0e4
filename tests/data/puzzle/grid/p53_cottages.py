C = "Weekly rents"
CATEGORIES = [
    ("Families", ["Fletcher", "Gibson", "Holt", "Ingham"]),
    ("Cottages", ["Bramble Cottage", "Fern Cottage", "Gull Cottage", "Harbour View"]),
    ("Weekly rents", ["£420", "£480", "£540", "£600"], [420, 480, 540, 600]),
    ("Children", ["Lucy", "Mark", "Nina", "Oliver"]),
]
NUMBERING = None
INTRO = [
    "Four families, each with one child, have rented holiday cottages in the Cornish "
    "village of Polwenna for the last week of August. Each cottage is let at a different "
    "weekly rent.",
]
CLUES = [
    ("The Holts' daughter, Lucy, is staying in the dearest cottage, which is not Fern Cottage.",
     lambda s: s.same("Holt", "Lucy") and s.n(C, "Holt") == 600 and not s.same("£600", "Fern Cottage")),
    ("Harbour View costs £60 a week more than Gull Cottage.",
     lambda s: s.n(C, "Harbour View") == s.n(C, "Gull Cottage") + 60),
    ("Mark's family are paying £60 more than the Gibsons.",
     lambda s: s.n(C, "Mark") == s.n(C, "Gibson") + 60),
    ("Oliver's parents are not the Fletchers, and Nina is not staying at Bramble Cottage.",
     lambda s: not s.same("Oliver", "Fletcher") and not s.same("Nina", "Bramble Cottage")),
    ("The Inghams are paying less than the family at Gull Cottage.",
     lambda s: s.n(C, "Ingham") < s.n(C, "Gull Cottage")),
    ("Nina's family have taken Gull Cottage.", lambda s: s.same("Nina", "Gull Cottage")),
    ("Bramble Cottage is the cheapest of the four.", lambda s: s.n(C, "Bramble Cottage") == 420),
]
OUTRO = ["Which family has taken each cottage, at what rent, and what is each child's name?"]
REMARKS = INTRO + OUTRO
