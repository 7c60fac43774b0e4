D = "Dates"
CATEGORIES = [
    ("Photographers", ["Birgit", "Cormac", "Leilani", "Yusuf"]),
    ("Cameras", ["Canon", "Fujifilm", "Nikon", "Pentax"]),
    ("Spots", ["beach", "bridge", "mesa", "rooftop"]),
    ("Dates", ["March 3", "March 10", "March 17", "March 24"], [3, 10, 17, 24]),
]
SOLUTION = [
    ["Birgit", "Pentax", "mesa", "March 17"],
    ["Cormac", "Nikon", "beach", "March 3"],
    ["Leilani", "Canon", "rooftop", "March 24"],
    ["Yusuf", "Fujifilm", "bridge", "March 10"],
]
CLUES = [
    ("The photo taken from the mesa was shot one week after Yusuf's photo.", lambda s: s.n(D, "mesa") == s.n(D, "Yusuf") + 7),
    ("Cormac's photo was the earliest.", lambda s: s.n(D, "Cormac") == 3),
    ("The Canon photo was taken 2 weeks after the Fujifilm photo.", lambda s: s.n(D, "Canon") == s.n(D, "Fujifilm") + 14),
    ("Neither the March 3 photo nor Leilani's photo was taken on the bridge.",
     lambda s: not s.same("March 3", "bridge") and not s.same("Leilani", "bridge")),
    ("The photo shot with the Nikon wasn't taken from the rooftop.", lambda s: not s.same("Nikon", "rooftop")),
    ("Of Birgit and the photographer on the beach, one used the Pentax and the other took a photo on March 3.",
     lambda s: not s.same("Birgit", "beach") and (
         (s.same("Birgit", "Pentax") and s.same("beach", "March 3")) or (s.same("beach", "Pentax") and s.same("Birgit", "March 3")))),
    ("The rooftop photo was taken sometime after the bridge photo.", lambda s: s.n(D, "rooftop") > s.n(D, "bridge")),
    ("Leilani's photo was the last of the four.", lambda s: s.n(D, "Leilani") == 24),
    ("Yusuf's photo was taken one week before Birgit's.", lambda s: s.n(D, "Yusuf") == s.n(D, "Birgit") - 7),
]
NUM = "."
DOT = False
INTRO = ["Four photographers each shot the rising moon on a different evening in March."]
OUTRO = []
REMARKS = INTRO + OUTRO
