G = "Tank sizes"
CATEGORIES = [
    ("Hobbyists", ["Ollie", "Priya", "Quinn", "Rosa", "Sven"]),
    ("Fish", ["angelfish", "betta", "danios", "guppies", "tetras"]),
    ("Tank sizes", ["10 gallons", "20 gallons", "30 gallons", "40 gallons", "50 gallons"], [10, 20, 30, 40, 50]),
    ("Plants", ["anubias", "cryptocoryne", "hornwort", "java fern", "vallisneria"]),
]
SOLUTION = [
    ["Ollie", "danios", "40 gallons", "hornwort"],
    ["Priya", "betta", "10 gallons", "java fern"],
    ["Quinn", "angelfish", "50 gallons", "vallisneria"],
    ["Rosa", "tetras", "30 gallons", "anubias"],
    ["Sven", "guppies", "20 gallons", "cryptocoryne"],
]
CLUES = [
    ("The betta lives in a tank 10 gallons smaller than Sven's.",
     lambda s: s.n(G, "betta") == s.n(G, "Sven") - 10),
    ("The tank with the java fern is either Priya's or the 50-gallon tank.",
     lambda s: s.same("java fern", "Priya") != s.same("java fern", "50 gallons")),
    ("Of Rosa's tank and the tank with the hornwort, one holds the tetras and the other holds 40 gallons.",
     lambda s: not s.same("Rosa", "hornwort") and (
         (s.same("Rosa", "tetras") and s.same("hornwort", "40 gallons"))
         or (s.same("hornwort", "tetras") and s.same("Rosa", "40 gallons")))),
    ("The angelfish have the largest tank.",
     lambda s: s.n(G, "angelfish") == 50),
    ("The tank with the vallisneria is 20 gallons bigger than the anubias tank.",
     lambda s: s.n(G, "vallisneria") == s.n(G, "anubias") + 20),
    ("Ollie doesn't keep guppies.",
     lambda s: not s.same("Ollie", "guppies")),
    ("Neither the cryptocoryne nor the anubias is in Quinn's tank.",
     lambda s: not s.same("cryptocoryne", "Quinn") and not s.same("anubias", "Quinn")),
    ("The five hobbyists are Priya, the one with the danios, the owner of the 50-gallon tank, the one who planted cryptocoryne and Rosa.",
     lambda s: len({s.e("Priya"), s.e("danios"), s.e("50 gallons"), s.e("cryptocoryne"), s.e("Rosa")}) == 5),
    ("Priya's tank is 20 gallons smaller than Rosa's.",
     lambda s: s.n(G, "Priya") == s.n(G, "Rosa") - 20),
    ("Quinn's tank is 10 gallons bigger than Ollie's.",
     lambda s: s.n(G, "Quinn") == s.n(G, "Ollie") + 10),
    ("The anubias was planted in a bigger tank than the betta's.",
     lambda s: s.n(G, "anubias") > s.n(G, "betta")),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = ["Five members of the aquarium club each set up a planted tank for the spring show."]
OUTRO = []
REMARKS = INTRO + OUTRO
