# p52_concerts: 5 categories x 4, challenging; dates and prices.
# solution:
#   Copper Kettle | Denver | March 17 | $24 | Cass
#   Glass Owls | Austin | March 3 | $36 | Bruno
#   Red Lanterns | Eugene | March 24 | $18 | Ava
#   Velvet Tide | Boise | March 10 | $30 | Dev
D = "Dates"
P = "Prices"
CATEGORIES = [
    ("Bands", ["Copper Kettle", "Glass Owls", "Red Lanterns", "Velvet Tide"]),
    ("Cities", ["Austin", "Boise", "Denver", "Eugene"]),
    ("Dates", ["March 3", "March 10", "March 17", "March 24"], [3, 10, 17, 24]),
    ("Prices", ["$18", "$24", "$30", "$36"], [18, 24, 30, 36]),
    ("Singers", ["Ava", "Bruno", "Cass", "Dev"]),
]
INTRO = ["Four indie bands each played a single show last March, in four different cities "
         "and one week apart. Each band has a different lead singer, and tickets to each show "
         "sold at a different price."]
REMARKS = INTRO


def d(s, x):
    return s.n(D, x)


def p(s, x):
    return s.n(P, x)


CLUES = [
    ("The Denver show was two weeks after the Austin show.", lambda s: d(s, "Denver") == d(s, "Austin") + 14),
    ("Tickets for the band fronted by Ava cost $6 less than tickets for Copper Kettle.",
     lambda s: p(s, "Ava") == p(s, "Copper Kettle") - 6),
    ("The priciest tickets were for the earliest show.", lambda s: s.same("$36", "March 3")),
    ("Velvet Tide, whose singer isn't Cass, played sometime before the Eugene concert.",
     lambda s: not s.same("Velvet Tide", "Cass") and d(s, "Velvet Tide") < d(s, "Eugene")),
    ("Bruno's band isn't Red Lanterns, and it didn't play in Boise.",
     lambda s: not s.same("Bruno", "Red Lanterns") and not s.same("Bruno", "Boise")),
    ("Of the March 24 show and Dev's band, one was in Eugene and the other had $30 tickets.",
     lambda s: not s.same("March 24", "Dev") and (
         (s.same("March 24", "Eugene") and s.same("Dev", "$30"))
         or (s.same("Dev", "Eugene") and s.same("March 24", "$30")))),
    ("Glass Owls played two weeks before Copper Kettle.",
     lambda s: d(s, "Glass Owls") == d(s, "Copper Kettle") - 14),
    ("The cheapest tickets were for the last show of the month.", lambda s: s.same("$18", "March 24")),
    ("Cass's band played later in the month than Bruno's.", lambda s: d(s, "Cass") > d(s, "Bruno")),
    ("The Boise tickets cost more than the Denver tickets.", lambda s: p(s, "Boise") > p(s, "Denver")),
]
QUESTIONS = [("Who sings for Glass Owls?", lambda s: s.v("Singers", "Glass Owls")),
             ("When did Red Lanterns play?", lambda s: s.v(D, "Red Lanterns"))]
