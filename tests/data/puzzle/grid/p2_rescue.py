F = "Fees"
CATEGORIES = [
    ("Adopters", ["Mr Fenwick", "Mrs Gale", "Ms Hurst", "Dr Ives"]),
    ("Animals", ["cat", "ferret", "rabbit", "terrier"]),
    ("Names", ["Bramble", "Clover", "Marmalade", "Pickle"]),
    ("Fees", ["$40", "$55", "$70", "$85"], [40, 55, 70, 85]),
]
CLUES = [
    ("Marmalade, the cat, cost the least to adopt.",
     lambda s: s.same("Marmalade", "cat") and s.n(F, "Marmalade") == 40),
    ("Mrs Gale paid $15 more than whoever took Clover home.", lambda s: s.n(F, "Mrs Gale") == s.n(F, "Clover") + 15),
    ("Mr Fenwick's new pet isn't the rabbit, and it isn't called Bramble.",
     lambda s: not s.same("Mr Fenwick", "rabbit") and not s.same("Mr Fenwick", "Bramble")),
    ("The terrier's fee was $30 more than the ferret's.", lambda s: s.n(F, "terrier") == s.n(F, "ferret") + 30),
    ("Dr Ives adopted Clover.", lambda s: s.same("Dr Ives", "Clover")),
    ("Pickle cost less than the rabbit.", lambda s: s.n(F, "Pickle") < s.n(F, "rabbit")),
    ("Ms Hurst paid less than Mr Fenwick.", lambda s: s.n(F, "Ms Hurst") < s.n(F, "Mr Fenwick")),
]
REMARKS = ["Four people adopted a pet from the animal shelter last weekend, each paying a different fee."]
QUESTIONS = [("Which animal is Pickle?", lambda s: s.v("Animals", "Pickle"))]
