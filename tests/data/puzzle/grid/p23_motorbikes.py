E = "Engines"
CATEGORIES = [
    ("Riders", ["Gareth", "Imogen", "Keith", "Lorna", "Mick"]),
    ("Motorcycles", ["Ducati", "Honda", "Kawasaki", "Triumph", "Yamaha"]),
    ("Engines", ["125cc", "250cc", "400cc", "650cc", "900cc"], [125, 250, 400, 650, 900]),
    ("Destinations", ["Alnwick", "Barnard Castle", "Hexham", "Kendal", "Richmond"]),
]
SOLUTION = [
    ["Gareth", "Triumph", "900cc", "Hexham"],
    ["Imogen", "Honda", "125cc", "Kendal"],
    ["Keith", "Yamaha", "400cc", "Alnwick"],
    ["Lorna", "Ducati", "650cc", "Richmond"],
    ["Mick", "Kawasaki", "250cc", "Barnard Castle"],
]
CLUES = [
    ("Imogen, who rode the smallest machine, didn't go to Alnwick or Richmond.",
     lambda s: s.n(E, "Imogen") == 125 and not s.same("Imogen", "Alnwick") and not s.same("Imogen", "Richmond")),
    ("The Triumph, which has the largest engine, was ridden to Hexham.",
     lambda s: s.n(E, "Triumph") == 900 and s.same("Triumph", "Hexham")),
    ("The Kawasaki's engine is smaller than the Yamaha's but larger than the Honda's.",
     lambda s: s.n(E, "Honda") < s.n(E, "Kawasaki") < s.n(E, "Yamaha")),
    ("Lorna headed for Richmond, while Keith's bike was the 400cc.",
     lambda s: s.same("Lorna", "Richmond") and s.same("Keith", "400cc")),
    ("Mick and Imogen rode the Kawasaki and the Honda, respectively.",
     lambda s: s.same("Mick", "Kawasaki") and s.same("Imogen", "Honda")),
    ("The Yamaha was ridden to Alnwick.", lambda s: s.same("Yamaha", "Alnwick")),
    ("Gareth didn't ride the Ducati.", lambda s: not s.same("Gareth", "Ducati")),
    ("Barnard Castle was visited by the rider of the 250cc bike.", lambda s: s.same("Barnard Castle", "250cc")),
]
NUM = "."
DOT = False
INTRO = [
    "Easy Riders",
    "On the first fine Sunday of spring, five members of the Tees Valley Motorcycle Club each set off on a different machine for a ride out to a different market town.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
