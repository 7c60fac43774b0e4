K = "Cannons"
R = "Crews"
CATEGORIES = [
    ("Ships", ["Black Gull", "Cutlass", "Merry Widow", "Sea Wolf", "Silver Eel"]),
    ("Captains", ["Anson", "Bonny", "Calico", "Drake", "Flint"]),
    ("Ports", ["Bristol", "Charleston", "Nassau", "Port Royal", "Tortuga"]),
    ("Cannons", ["8 cannons", "10 cannons", "12 cannons", "14 cannons", "16 cannons"], [8, 10, 12, 14, 16]),
    ("Crews", ["20 crew", "25 crew", "30 crew", "35 crew", "40 crew"], [20, 25, 30, 35, 40]),
]
SOLUTION = [
    ["Black Gull", "Flint", "Tortuga", "12 cannons", "35 crew"],
    ["Cutlass", "Bonny", "Nassau", "8 cannons", "25 crew"],
    ["Merry Widow", "Drake", "Bristol", "16 cannons", "20 crew"],
    ["Sea Wolf", "Anson", "Port Royal", "14 cannons", "40 crew"],
    ["Silver Eel", "Calico", "Charleston", "10 cannons", "30 crew"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The ship with 16 cannons carried 20 fewer crew than Anson's ship.", lambda s: s.n(R, "16 cannons") == s.n(R, "Anson") - 20),
    ("The Cutlass had 4 fewer cannons than the ship from Tortuga.", lambda s: s.n(K, "Cutlass") == s.n(K, "Tortuga") - 4),
    ("Of Calico's ship and the Sea Wolf, one sailed from Charleston and the other carried 14 cannons.",
     lambda s: s.e("Calico") != s.e("Sea Wolf") and (
         (s.same("Calico", "Charleston") and s.same("Sea Wolf", "14 cannons")) or
         (s.same("Sea Wolf", "Charleston") and s.same("Calico", "14 cannons")))),
    ("The ship with the largest crew carried 2 more cannons than the Black Gull.", lambda s: s.n(K, "40 crew") == s.n(K, "Black Gull") + 2),
    ("The five ships are the Merry Widow, Flint's ship, the one from Nassau, the one with 10 cannons and the one with 40 crew.",
     lambda s: diff(s, "Merry Widow", "Flint", "Nassau", "10 cannons", "40 crew")),
    ("Neither Bonny nor Drake sailed from Port Royal.", lambda s: not s.same("Bonny", "Port Royal") and not s.same("Drake", "Port Royal")),
    ("The Bristol ship had the most cannons.", lambda s: s.n(K, "Bristol") == 16),
    ("Either Flint or Anson commanded the ship with 35 crew.", lambda s: s.same("Flint", "35 crew") != s.same("Anson", "35 crew")),
    ("The Silver Eel had 5 more crew than Bonny's ship.", lambda s: s.n(R, "Silver Eel") == s.n(R, "Bonny") + 5),
    ("The ship from Nassau didn't carry 5 fewer crew than the Black Gull.", lambda s: s.n(R, "Nassau") != s.n(R, "Black Gull") - 5),
    ("The ship from Port Royal carried 2 more cannons than the ship from Tortuga.", lambda s: s.n(K, "Port Royal") == s.n(K, "Tortuga") + 2),
]
NUM = None
DOT = False
INTRO = ["At the pirate festival, five replica ships sailed in, each under a reenactor playing its captain."]
OUTRO = []
REMARKS = INTRO + OUTRO
