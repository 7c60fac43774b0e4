V = "Volumes"
Y = "Dug"
CATEGORIES = [
    ("Gardeners", ["Mr Ellery", "Mrs Fenwick", "Mr Garside", "Mrs Holroyd"]),
    ("Fish", ["goldfish", "koi", "orfe", "rudd"]),
    ("Volumes", ["400 litres", "900 litres", "1500 litres", "2200 litres"], [400, 900, 1500, 2200]),
    ("Dug", ["2015", "2017", "2019", "2021"], [2015, 2017, 2019, 2021]),
]
SOLUTION = [
    ["Mr Ellery", "orfe", "1500 litres", "2017"],
    ["Mrs Fenwick", "goldfish", "400 litres", "2021"],
    ["Mr Garside", "koi", "2200 litres", "2015"],
    ["Mrs Holroyd", "rudd", "900 litres", "2019"],
]
CLUES = [
    ("The largest pond, home to a shoal of koi, was dug two years before Mr Ellery's.",
     lambda s: s.n(V, "koi") == 2200 and s.n(Y, "koi") == s.n(Y, "Mr Ellery") - 2),
    ("Mrs Fenwick's pond, the newest of the four, holds 500 litres less than the pond stocked with rudd.",
     lambda s: s.n(Y, "Mrs Fenwick") == 2021 and s.n(V, "Mrs Fenwick") == s.n(V, "rudd") - 500),
    ("The orfe swim in a pond of 1500 litres.", lambda s: s.same("orfe", "1500 litres")),
    ("Mrs Holroyd dug her pond two years after Mr Ellery dug his.",
     lambda s: s.n(Y, "Mrs Holroyd") == s.n(Y, "Mr Ellery") + 2),
    ("Mr Ellery's pond is bigger than Mrs Holroyd's.", lambda s: s.n(V, "Mr Ellery") > s.n(V, "Mrs Holroyd")),
]
NUM = "."
DOT = False
INTRO = [
    "Pond Life",
    "Four keen gardeners in Orchard Way have each dug a wildlife pond in the back garden, each in a different year. Each pond holds a different volume of water, and each is stocked with a different kind of fish.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
