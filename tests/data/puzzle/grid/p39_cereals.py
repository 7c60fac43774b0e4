CATEGORIES = [
    ("Family", ["Dad", "Mum", "Grandad", "Rosie"]),
    ("Cereals", ["cornflakes", "porridge", "muesli", "granola"]),
    ("Bowls", ["blue", "spotty", "striped", "white"]),
]
SOLUTION = [
    ["Dad", "muesli", "striped"],
    ["Mum", "granola", "white"],
    ["Grandad", "porridge", "blue"],
    ["Rosie", "cornflakes", "spotty"],
]
CLUES = [
    ("Of Grandad and Rosie, one eats porridge and the other uses the spotty bowl.",
     lambda s: (s.same("Grandad", "porridge") and s.same("Rosie", "spotty")) or (s.same("Rosie", "porridge") and s.same("Grandad", "spotty"))),
    ("Mum doesn't eat cornflakes, and her bowl isn't blue or striped.",
     lambda s: not s.same("Mum", "cornflakes") and not s.same("Mum", "blue") and not s.same("Mum", "striped")),
    ("The muesli is eaten from the striped bowl.", lambda s: s.same("muesli", "striped")),
    ("Grandad has never liked cornflakes.", lambda s: not s.same("Grandad", "cornflakes")),
]
QUESTIONS = [("Who eats the muesli?", lambda s: s.v("Family", "muesli"))]
NUM = None
DOT = False
INTRO = ["Every morning the four members of the Webb family each eat a different cereal, each from their own bowl."]
OUTRO = []
REMARKS = INTRO + OUTRO
