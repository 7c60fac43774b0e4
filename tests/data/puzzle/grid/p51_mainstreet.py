Y = "Opened"
CATEGORIES = [
    ("First names", ["Arthur", "Bud", "Earl", "Floyd", "Walt"]),
    ("Last names", ["Kessler", "Lindqvist", "Maxwell", "Novak", "Ostrowski"]),
    ("Businesses", ["bakery", "barbershop", "hardware store", "shoe repair shop", "soda fountain"]),
    ("Opened", ["1948", "1953", "1961", "1966", "1972"], [1948, 1953, 1961, 1966, 1972]),
    ("Cars", ["Buick", "Chevrolet", "Ford", "Hudson", "Packard"]),
]
SOLUTION = [
    ["Arthur", "Kessler", "hardware store", "1948", "Packard"],
    ["Bud", "Lindqvist", "barbershop", "1966", "Ford"],
    ["Earl", "Maxwell", "soda fountain", "1953", "Hudson"],
    ["Floyd", "Novak", "shoe repair shop", "1972", "Chevrolet"],
    ["Walt", "Ostrowski", "bakery", "1961", "Buick"],
]
CLUES = [
    ("The hardware store is the oldest business on the street.", lambda s: s.n(Y, "hardware store") == 1948),
    ("Novak opened his shop eleven years after Ostrowski.", lambda s: s.n(Y, "Novak") == s.n(Y, "Ostrowski") + 11),
    ("The man who drives the Hudson opened five years after Kessler.", lambda s: s.n(Y, "Hudson") == s.n(Y, "Kessler") + 5),
    ("Bud, whose last name isn't Maxwell, runs neither the bakery nor the shoe repair shop.",
     lambda s: not s.same("Bud", "Maxwell") and not s.same("Bud", "bakery") and not s.same("Bud", "shoe repair shop")),
    ("The barbershop opened before the shoe repair shop but after the bakery.",
     lambda s: s.n(Y, "bakery") < s.n(Y, "barbershop") < s.n(Y, "shoe repair shop")),
    ("The Buick belongs to the baker.", lambda s: s.same("Buick", "bakery")),
    ("Arthur drives neither the Chevrolet nor the Ford.",
     lambda s: not s.same("Arthur", "Chevrolet") and not s.same("Arthur", "Ford")),
    ("Mr. Kessler's car is the Packard.", lambda s: s.same("Kessler", "Packard")),
    ("Walt opened his business five years before Bud did.", lambda s: s.n(Y, "Walt") == s.n(Y, "Bud") - 5),
    ("The Hudson is Earl's.", lambda s: s.same("Hudson", "Earl")),
    ("The barber doesn't drive a Chevrolet.", lambda s: not s.same("barbershop", "Chevrolet")),
]
QUESTIONS = [
    ("What is Earl's last name?", lambda s: s.v("Last names", "Earl")),
    ("Which business does the Ford's owner run?", lambda s: s.v("Businesses", "Ford")),
]
NUM = "."
INTRO = ["Five storekeepers on Main Street in Millbrook have been in business for years. Each opened his place in a different year, and each parks a different make of car out front."]
ASK = "Can you work out each man's full name, his business, the year he opened and the car he drives?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
