D = "Dates"
def d(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Neighbours", ["Mr Pike", "Mrs Quayle", "Ms Rahman", "Mr Sutton"]),
    ("Parcels", ["books", "coffee machine", "duvet", "hiking boots"]),
    ("Dates", ["March 3rd", "March 10th", "March 17th", "March 24th"], [3, 10, 17, 24]),
    ("Couriers", ["FleetPost", "Parcelwise", "QuickDrop", "Swiftline"]),
]
CLUES = [
    ("Ms Rahman's parcel came first, and it wasn't the coffee machine.",
     lambda s: d(s, "Ms Rahman") == 3 and not s.same("Ms Rahman", "coffee machine")),
    ("The duvet arrived two weeks after Mr Pike's parcel.", lambda s: d(s, "duvet") == d(s, "Mr Pike") + 14),
    ("Mr Pike and Mr Sutton used QuickDrop and Parcelwise, respectively.",
     lambda s: s.same("Mr Pike", "QuickDrop") and s.same("Mr Sutton", "Parcelwise")),
    ("Swiftline didn't deliver the duvet or the hiking boots.",
     lambda s: not s.same("Swiftline", "duvet") and not s.same("Swiftline", "hiking boots")),
    ("The coffee machine came a week before the FleetPost parcel.",
     lambda s: d(s, "coffee machine") == d(s, "FleetPost") - 7),
    ("The hiking boots came before the coffee machine.", lambda s: d(s, "hiking boots") < d(s, "coffee machine")),
    ("Either Mrs Quayle or Mr Sutton got the coffee machine.",
     lambda s: s.same("Mrs Quayle", "coffee machine") != s.same("Mr Sutton", "coffee machine")),
    ("Mrs Quayle's parcel wasn't the books.", lambda s: not s.same("Mrs Quayle", "books")),
]
REMARKS = ["Four neighbours on Brook Lane were each expecting a parcel in March. The parcels came on four different Tuesdays, each with a different courier."]
QUESTIONS = [("What did Mr Pike get?", lambda s: s.v("Parcels", "Mr Pike"))]
