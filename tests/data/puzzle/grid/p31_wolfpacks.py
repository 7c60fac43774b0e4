Z = "Pack sizes"
CATEGORIES = [
    ("Packs", ["Agate Creek", "Blacktail", "Cougar Ridge", "Elk Lake", "Hayden Flats"]),
    ("Biologists", ["Farrah", "Gideon", "Helga", "Ignacio", "Jun"]),
    ("Pack sizes", ["5 wolves", "7 wolves", "9 wolves", "11 wolves", "13 wolves"], [5, 7, 9, 11, 13]),
]
SOLUTION = [
    ["Agate Creek", "Helga", "9 wolves"],
    ["Blacktail", "Jun", "13 wolves"],
    ["Cougar Ridge", "Farrah", "5 wolves"],
    ["Elk Lake", "Ignacio", "11 wolves"],
    ["Hayden Flats", "Gideon", "7 wolves"],
]
CLUES = [
    ("Farrah's pack has 4 fewer wolves than Helga's.",
     lambda s: s.n(Z, "Farrah") == s.n(Z, "Helga") - 4),
    ("The Blacktail pack is the largest.",
     lambda s: s.n(Z, "Blacktail") == 13),
    ("Gideon tracks either the Hayden Flats pack or the pack with 11 wolves.",
     lambda s: s.same("Gideon", "Hayden Flats") != s.same("Gideon", "11 wolves")),
    ("The Elk Lake pack has 4 more wolves than the pack Gideon tracks.",
     lambda s: s.n(Z, "Elk Lake") == s.n(Z, "Gideon") + 4),
    ("Jun doesn't track the Agate Creek pack.",
     lambda s: not s.same("Jun", "Agate Creek")),
    ("The Cougar Ridge pack is smaller than the Agate Creek pack.",
     lambda s: s.n(Z, "Cougar Ridge") < s.n(Z, "Agate Creek")),
    ("Of Ignacio's pack and the 9-wolf pack, one is the Elk Lake pack and the other is studied by Helga.",
     lambda s: not s.same("Ignacio", "9 wolves") and (
         (s.same("Ignacio", "Elk Lake") and s.same("9 wolves", "Helga"))
         or (s.same("9 wolves", "Elk Lake") and s.same("Ignacio", "Helga")))),
]
QUESTIONS = []
NUM = None
DOT = False
INTRO = ["Five field biologists each follow a different wolf pack in the national park."]
OUTRO = []
REMARKS = INTRO + OUTRO
