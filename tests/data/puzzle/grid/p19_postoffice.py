Q = "Places"
P = "Spent"
CATEGORIES = [
    ("Customers", ["Mr Quill", "Mrs Rudd", "Ms Sykes", "Mr Thorne", "Mrs Usher"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Errands", ["bill", "birthday card", "parcel", "postal order", "stamps"]),
    ("Spent", ["£2", "£4", "£6", "£8", "£10"], [2, 4, 6, 8, 10]),
]
SOLUTION = [
    ["Mr Quill", "3rd", "stamps", "£6"],
    ["Mrs Rudd", "1st", "parcel", "£10"],
    ["Ms Sykes", "5th", "postal order", "£2"],
    ["Mr Thorne", "2nd", "bill", "£8"],
    ["Mrs Usher", "4th", "birthday card", "£4"],
]
WOMEN = ("Mrs Rudd", "Ms Sykes", "Mrs Usher")
CLUES = [
    ("The customer at the front of the queue spent the most.", lambda s: s.n(P, "1st") == 10),
    ("Ms Sykes was last in the queue and spent the least.", lambda s: s.n(Q, "Ms Sykes") == 5 and s.n(P, "Ms Sykes") == 2),
    ("Mr Thorne stood directly behind the woman who posted a parcel.",
     lambda s: s.v("Customers", "parcel") in WOMEN and s.n(Q, "Mr Thorne") == s.n(Q, "parcel") + 1),
    ("Mr Quill spent £2 less than Mr Thorne.", lambda s: s.n(P, "Mr Quill") == s.n(P, "Mr Thorne") - 2),
    ("The customer buying a birthday card was somewhere behind Mr Quill, but not last.",
     lambda s: s.n(Q, "Mr Quill") < s.n(Q, "birthday card") < 5),
    ("The bill was paid by one of the men.", lambda s: s.v("Customers", "bill") in ("Mr Quill", "Mr Thorne")),
    ("Mrs Usher spent less than Mr Quill.", lambda s: s.n(P, "Mrs Usher") < s.n(P, "Mr Quill")),
    ("Mr Quill stood directly behind Mr Thorne.", lambda s: s.n(Q, "Mr Quill") == s.n(Q, "Mr Thorne") + 1),
    ("The stamps cost £2 less than the bill.", lambda s: s.n(P, "stamps") == s.n(P, "bill") - 2),
]
QUESTIONS = [("What did Mr Quill buy?", lambda s: s.v("Errands", "Mr Quill"))]
NUM = "."
DOT = False
INTRO = ["Five customers queued at the village post office counter on Monday morning, each on a different errand."]
OUTRO = ["The first customer is at the front of the queue; each later one stands behind the one before."]
REMARKS = INTRO + OUTRO
