# British: a car boot sale; prices in pounds and pence.
P = "Prices"
CATEGORIES = [
    ("Sellers", ["Mrs Kemp", "Mr Lowe", "Mrs Nash", "Mr Oakes", "Miss Pryce"]),
    ("Items", ["bread maker", "fishing rod", "lava lamp", "record player", "rocking chair"]),
    ("Prices", ["£2.50", "£4", "£5.50", "£7", "£8.50"], [250, 400, 550, 700, 850]),
]
SOLUTION = [
    ["Mrs Kemp", "lava lamp", "£4"],
    ["Mr Lowe", "rocking chair", "£8.50"],
    ["Mrs Nash", "record player", "£7"],
    ["Mr Oakes", "bread maker", "£2.50"],
    ["Miss Pryce", "fishing rod", "£5.50"],
]
CLUES = [
    ("The rocking chair went for more than anything else.", lambda s: s.n(P, "rocking chair") == 850),
    ("Mrs Nash's sale was £3 more than Mrs Kemp's.", lambda s: s.n(P, "Mrs Nash") == s.n(P, "Mrs Kemp") + 300),
    ("The fishing rod was £1.50 cheaper than the record player.",
     lambda s: s.n(P, "fishing rod") == s.n(P, "record player") - 150),
    ("Mr Oakes let his go for the lowest price, but it wasn't the lava lamp.",
     lambda s: s.n(P, "Mr Oakes") == 250 and not s.same("Mr Oakes", "lava lamp")),
    ("Of Miss Pryce and Mr Lowe, one sold the fishing rod and the other got £8.50.",
     lambda s: (s.same("Miss Pryce", "fishing rod") and s.same("Mr Lowe", "£8.50"))
     or (s.same("Mr Lowe", "fishing rod") and s.same("Miss Pryce", "£8.50"))),
    ("Mrs Kemp sold either the lava lamp or the bread maker.",
     lambda s: s.same("Mrs Kemp", "lava lamp") or s.same("Mrs Kemp", "bread maker")),
    ("The rocking chair wasn't Miss Pryce's.", lambda s: not s.same("rocking chair", "Miss Pryce")),
]
NUM = "."
DOT = False
INTRO = ["Five neighbours took a pitch each at Saturday's car boot sale. Each sold one item, and no two got the same price."]
OUTRO = []
REMARKS = INTRO + OUTRO
