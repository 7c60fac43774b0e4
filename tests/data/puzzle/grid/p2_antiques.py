P = "Prices"
Y = "Years"
CATEGORIES = [
    ("Buyers", ["Mrs Eden", "Mr Frost", "Ms Grey", "Mr Hale"]),
    ("Items", ["clock", "mirror", "rocking chair", "vase"]),
    ("Prices", ["$60", "$75", "$90", "$105"], [60, 75, 90, 105]),
    ("Years", ["1890", "1905", "1920", "1935"], [1890, 1905, 1920, 1935]),
]
CLUES = [
    ("The clock, the oldest piece in the shop, was bought by Mr Frost.",
     lambda s: s.n(Y, "clock") == 1890 and s.same("clock", "Mr Frost")),
    ("The vase cost $30 less than the mirror.", lambda s: s.n(P, "vase") == s.n(P, "mirror") - 30),
    ("Mrs Eden paid $15 more than the buyer of the piece made in 1920.",
     lambda s: s.n(P, "Mrs Eden") == s.n(P, "1920") + 15),
    ("The rocking chair was made 15 years before the vase.", lambda s: s.n(Y, "rocking chair") == s.n(Y, "vase") - 15),
    ("Ms Grey's purchase was the cheapest.", lambda s: s.n(P, "Ms Grey") == 60),
    ("The most expensive item wasn't the mirror.", lambda s: s.n(P, "mirror") != 105),
    ("The piece made in 1905 sold for $90.", lambda s: s.same("1905", "$90")),
]
REMARKS = ["On Saturday an antiques shop sold four pieces to four different customers."]
QUESTIONS = [("What did Mr Hale buy, and how much did he pay?",
              lambda s: (s.v("Items", "Mr Hale"), s.v("Prices", "Mr Hale")))]
