P = "Prices"
WOMEN = ["Ms Grant", "Mrs Okafor", "Miss Vance"]
CATEGORIES = [
    ("Customers", ["Ms Grant", "Mr Hollis", "Mrs Okafor", "Mr Pruett", "Miss Vance"]),
    ("Flowers", ["carnations", "freesias", "lilies", "peonies", "tulips"]),
    ("Prices", ["$8", "$10", "$13", "$15", "$19"], [8, 10, 13, 15, 19]),
    ("Ribbons", ["gold", "green", "lilac", "red", "white"]),
]
SOLUTION = [
    ["Ms Grant", "lilies", "$15", "gold"],
    ["Mr Hollis", "carnations", "$8", "white"],
    ["Mrs Okafor", "tulips", "$10", "lilac"],
    ["Mr Pruett", "peonies", "$19", "red"],
    ["Miss Vance", "freesias", "$13", "green"],
]
CLUES = [
    ("The woman who bought the tulips, who isn't Ms Grant, paid $2 more than the customer whose bouquet was tied with white ribbon.",
     lambda s: s.v("Customers", "tulips") in WOMEN and not s.same("tulips", "Ms Grant") and s.n(P, "tulips") == s.n(P, "white") + 2),
    ("The peonies, the most expensive bouquet in the shop that morning, were tied with neither gold nor green ribbon.",
     lambda s: s.n(P, "peonies") == 19 and not s.same("peonies", "gold") and not s.same("peonies", "green")),
    ("Neither Mr Hollis nor Miss Vance chose the lilies, and neither of them paid $15.",
     lambda s: not s.same("Mr Hollis", "lilies") and not s.same("Miss Vance", "lilies") and not s.same("Mr Hollis", "$15") and not s.same("Miss Vance", "$15")),
    ("The bouquet with the lilac ribbon cost less than the freesias but more than Mr Hollis's flowers.",
     lambda s: s.n(P, "freesias") > s.n(P, "lilac") > s.n(P, "Mr Hollis")),
    ("Mr Pruett spent $6 more than Miss Vance.", lambda s: s.n(P, "Mr Pruett") == s.n(P, "Miss Vance") + 6),
    ("Of Ms Grant and the customer who bought the carnations, one paid $8 and the other chose gold ribbon.",
     lambda s: not s.same("Ms Grant", "carnations") and (
         (s.same("Ms Grant", "$8") and s.same("carnations", "gold")) or (s.same("carnations", "$8") and s.same("Ms Grant", "gold")))),
    ("The green ribbon wasn't on the cheapest bouquet.", lambda s: s.n(P, "green") != 8),
]
QUESTIONS = [("Who bought the peonies?", lambda s: s.v("Customers", "peonies"))]
NUM = "."
DOT = False
INTRO = ["Five customers called at Petal & Stem on Saturday morning, and each went home with a bouquet of a different flower, tied with a different colour of ribbon. No two bouquets cost the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
