P = "Prices"
CATEGORIES = [
    ("Walkers", ["Gordon", "Hilary", "Ian", "Jean"]),
    ("Cheeses", ["Cheddar", "Double Gloucester", "Stilton", "Wensleydale"]),
    ("Pickles", ["apple chutney", "Branston", "piccalilli", "pickled onions"]),
    ("Prices", ["£7.50", "£8", "£8.50", "£9"], [750, 800, 850, 900]),
]
SOLUTION = [
    ["Gordon", "Stilton", "piccalilli", "£9"],
    ["Hilary", "Cheddar", "pickled onions", "£7.50"],
    ["Ian", "Wensleydale", "Branston", "£8.50"],
    ["Jean", "Double Gloucester", "apple chutney", "£8"],
]
CLUES = [
    ("The Stilton ploughman's was the dearest on the board.", lambda s: s.n(P, "Stilton") == 900),
    ("Hilary paid 50p less than Jean, who didn't have the Cheddar.",
     lambda s: s.n(P, "Hilary") == s.n(P, "Jean") - 50 and not s.same("Jean", "Cheddar")),
    ("Ian's lunch came with Branston.", lambda s: s.same("Ian", "Branston")),
    ("The piccalilli came with a lunch costing £1.50 more than the one with pickled onions.",
     lambda s: s.n(P, "piccalilli") == s.n(P, "pickled onions") + 150),
    ("The Wensleydale cost 50p more than the Double Gloucester.", lambda s: s.n(P, "Wensleydale") == s.n(P, "Double Gloucester") + 50),
    ("Gordon's lunch cost more than Ian's.", lambda s: s.n(P, "Gordon") > s.n(P, "Ian")),
    ("Ian didn't have the Cheddar.", lambda s: not s.same("Ian", "Cheddar")),
]
QUESTIONS = [("What did Jean have with her cheese?", lambda s: s.v("Pickles", "Jean"))]
NUM = "."
INTRO = ["Four ramblers stopped for lunch at the Shepherd's Crook after a morning on the Malverns, and each ordered a ploughman's.",
         "The pub offers each cheese with a different pickle at a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
