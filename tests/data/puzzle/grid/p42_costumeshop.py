D = "Deposits"
CATEGORIES = [
    ("Renters", ["Bianca", "Colm", "Fatima", "Ivo"]),
    ("Costumes", ["astronaut", "dragon", "pirate", "wizard"]),
    ("Deposits", ["$30", "$40", "$50", "$60"], [30, 40, 50, 60]),
    ("Wigs", ["black", "blonde", "red", "silver"]),
]
SOLUTION = [
    ["Bianca", "dragon", "$50", "silver"],
    ["Colm", "pirate", "$30", "black"],
    ["Fatima", "wizard", "$60", "red"],
    ["Ivo", "astronaut", "$40", "blonde"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The person who rented the pirate costume paid the smallest deposit.", lambda s: s.n(D, "pirate") == 30),
    ("Fatima's deposit was $20 more than Ivo's.", lambda s: s.n(D, "Fatima") == s.n(D, "Ivo") + 20),
    ("The four renters were Colm, the one with the silver wig, the one who paid $60 and the person who rented the astronaut costume.",
     lambda s: distinct(s, "Colm", "silver", "$60", "astronaut")),
    ("The dragon costume didn't come with the red wig.", lambda s: not s.same("dragon", "red")),
    ("Of the renter with the blonde wig and Bianca, one rented the astronaut costume and the other paid $50.",
     lambda s: not s.same("blonde", "Bianca") and (
         (s.same("blonde", "astronaut") and s.same("Bianca", "$50")) or
         (s.same("Bianca", "astronaut") and s.same("blonde", "$50")))),
    ("The black wig went with a smaller deposit than the blonde wig.", lambda s: s.n(D, "black") < s.n(D, "blonde")),
    ("Neither Colm nor the wizard costume had the silver wig.", lambda s: not s.same("Colm", "silver") and not s.same("wizard", "silver")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
