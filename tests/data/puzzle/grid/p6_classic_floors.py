F = "Floors"
def f(s, x):
    return s.n(F, x)
CATEGORIES = [
    ("Floors", ["ground floor", "1st floor", "2nd floor", "3rd floor", "4th floor"], [0, 1, 2, 3, 4]),
    ("Nationalities", ["Brazilian", "Egyptian", "Icelander", "Korean", "Mexican"]),
    ("Instruments", ["cello", "drums", "flute", "guitar", "harp"]),
    ("Drinks", ["coffee", "juice", "lemonade", "milk", "tea"]),
    ("Pets", ["canary", "ferret", "goldfish", "lizard", "tortoise"]),
]
CLUES = [
    ("The Icelander lives on the ground floor.", lambda s: f(s, "Icelander") == 0),
    ("The Korean plays the harp.", lambda s: s.same("Korean", "harp")),
    ("Coffee is drunk on the middle floor.", lambda s: f(s, "coffee") == 2),
    ("The drummer lives directly below the Korean.", lambda s: f(s, "drums") == f(s, "Korean") - 1),
    ("The Mexican keeps a lizard.", lambda s: s.same("Mexican", "lizard")),
    ("The flute player drinks juice.", lambda s: s.same("flute", "juice")),
    ("The canary lives directly above the tortoise.", lambda s: f(s, "canary") == f(s, "tortoise") + 1),
    ("The Egyptian lives on the top floor.", lambda s: f(s, "Egyptian") == 4),
    ("Milk is drunk by the drummer.", lambda s: s.same("milk", "drums")),
    ("The guitar player lives directly above the harpist.", lambda s: f(s, "guitar") == f(s, "harp") + 1),
    ("Lemonade is drunk on the floor directly above the Brazilian.", lambda s: f(s, "lemonade") == f(s, "Brazilian") + 1),
    ("The ferret lives on a higher floor than the goldfish.", lambda s: f(s, "ferret") > f(s, "goldfish")),
    ("The Mexican lives directly above the Korean.", lambda s: f(s, "Mexican") == f(s, "Korean") + 1),
    ("The cellist keeps a ferret.", lambda s: s.same("cello", "ferret")),
]
REMARKS = ["A narrow house on the harbour has been divided into five flats, one on each floor, from the ground floor up to the 4th floor. Each flat has one tenant. The five tenants are of different nationalities, and each plays a different instrument, prefers a different drink and keeps a different pet."]
QUESTIONS = [("Who plays the cello?", lambda s: s.v("Nationalities", "cello")),
             ("Who keeps the goldfish?", lambda s: s.v("Nationalities", "goldfish"))]
