Z = "Sizes"
P = "Prices"
CATEGORIES = [
    ("Customers", ["Lady Penhaligon", "Mrs Oduya", "Miss Fairweather", "Mrs St Clair"]),
    ("Hats", ["cloche", "fascinator", "fedora", "pillbox"]),
    ("Sizes", ["small", "medium", "large", "extra large"]),
    ("Prices", ["£85", "£110", "£135", "£160"], [85, 110, 135, 160]),
]
SOLUTION = [
    ["Lady Penhaligon", "fascinator", "medium", "£160"],
    ["Mrs Oduya", "fedora", "extra large", "£110"],
    ["Miss Fairweather", "pillbox", "small", "£85"],
    ["Mrs St Clair", "cloche", "large", "£135"],
]
CLUES = [
    ("The most expensive hat, which was not the cloche, was bought by Lady Penhaligon.",
     lambda s: s.n(P, "Lady Penhaligon") == 160 and not s.same("cloche", "£160")),
    ("Miss Fairweather's hat was the smallest size and the cheapest.", lambda s: s.n(Z, "Miss Fairweather") == 1 and s.n(P, "Miss Fairweather") == 85),
    ("The fedora cost £25 less than the cloche.", lambda s: s.n(P, "fedora") == s.n(P, "cloche") - 25),
    ("Mrs Oduya's hat is a size larger than Mrs St Clair's.", lambda s: s.n(Z, "Mrs Oduya") == s.n(Z, "Mrs St Clair") + 1),
    ("The fascinator is not a large.", lambda s: not s.same("fascinator", "large")),
    ("Mrs St Clair did not buy the fedora.", lambda s: not s.same("Mrs St Clair", "fedora")),
    ("Whoever bought the cloche paid £135.", lambda s: s.same("cloche", "£135")),
    ("Lady Penhaligon's hat is a medium.", lambda s: s.same("Lady Penhaligon", "medium")),
    ("Miss Fairweather didn't choose the fascinator.", lambda s: not s.same("Miss Fairweather", "fascinator")),
]
QUESTIONS = [("What size is the fascinator?", lambda s: s.v(Z, "fascinator"))]
NUM = "."
DOT = True
INTRO = ["On the Saturday before the races, four customers each bought one hat at Madame Roux's milliner's shop. The hats were all of different styles, sizes and prices."]
OUTRO = []
REMARKS = INTRO + OUTRO
