H = "Hours"
CATEGORIES = [
    ("Dressmakers", ["Mrs Abbott", "Mrs Bello", "Miss Crane", "Ms Dutta", "Mrs Ellery"]),
    ("Garments", ["bridesmaid dress", "cape", "christening robe", "tea dress", "waistcoat"]),
    ("Hours", ["6 hours", "9 hours", "14 hours", "20 hours", "31 hours"], [6, 9, 14, 20, 31]),
]
SOLUTION = [
    ["Mrs Abbott", "cape", "9 hours"],
    ["Mrs Bello", "bridesmaid dress", "31 hours"],
    ["Miss Crane", "waistcoat", "6 hours"],
    ["Ms Dutta", "tea dress", "14 hours"],
    ["Mrs Ellery", "christening robe", "20 hours"],
]
CLUES = [
    ("The bridesmaid dress took the longest of all, and it wasn't made by Miss Crane or Mrs Ellery.",
     lambda s: s.n(H, "bridesmaid dress") == 31 and not s.same("bridesmaid dress", "Miss Crane") and not s.same("bridesmaid dress", "Mrs Ellery")),
    ("Mrs Abbott spent three hours longer on her garment than Miss Crane did on hers.",
     lambda s: s.n(H, "Mrs Abbott") == s.n(H, "Miss Crane") + 3),
    ("The christening robe took 6 hours more than the tea dress.", lambda s: s.n(H, "christening robe") == s.n(H, "tea dress") + 6),
    ("Ms Dutta didn't make the cape.", lambda s: not s.same("Ms Dutta", "cape")),
    ("The waistcoat was finished in less time than the cape.", lambda s: s.n(H, "waistcoat") < s.n(H, "cape")),
    ("Ms Dutta spent less time on her garment than Mrs Ellery.",
     lambda s: s.n(H, "Ms Dutta") < s.n(H, "Mrs Ellery")),
]
NUM = "."
DOT = False
INTRO = ["The sewing circle at Hemsby keeps a record of how long each member spends on her latest commission. This month five dressmakers each made a different garment."]
OUTRO = []
REMARKS = INTRO + OUTRO
