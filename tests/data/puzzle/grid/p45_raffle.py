F, L, P, T = "First names", "Last names", "Prizes", "Tickets"
CATEGORIES = [
    (F, ["Clara", "Dwayne", "Estelle", "Fred", "Greta"]),
    (L, ["Hobbs", "Jansen", "Kirby", "Lattimore", "Moody"]),
    (P, ["bicycle", "ham", "quilt", "radio", "toaster"]),
    (T, ["104", "117", "130", "143", "156"], [104, 117, 130, 143, 156]),
]
SOLUTION = [
    ["Clara", "Moody", "radio", "143"],
    ["Dwayne", "Hobbs", "quilt", "104"],
    ["Estelle", "Kirby", "bicycle", "156"],
    ["Fred", "Lattimore", "ham", "117"],
    ["Greta", "Jansen", "toaster", "130"],
]
CLUES = [
    ("The bicycle went to the holder of the highest ticket number.", lambda s: s.n(T, "bicycle") == 156),
    ("Mr. Hobbs won the quilt.", lambda s: s.same("Hobbs", "quilt")),
    ("Greta's ticket number was 13 higher than Fred's.", lambda s: s.n(T, "Greta") == s.n(T, "Fred") + 13),
    ("The radio was won with a ticket numbered 26 higher than Fred's.", lambda s: s.n(T, "radio") == s.n(T, "Fred") + 26),
    ("Clara isn't Mrs. Kirby, and she didn't win the toaster.",
     lambda s: not s.same("Clara", "Kirby") and not s.same("Clara", "toaster")),
    ("Lattimore took home the ham.", lambda s: s.same("Lattimore", "ham")),
    ("The holder of ticket 104 was either Dwayne or Mrs. Moody.",
     lambda s: s.same("104", "Dwayne") != s.same("104", "Moody")),
    ("Jansen's ticket number was lower than Kirby's but higher than Fred's.",
     lambda s: s.n(T, "Fred") < s.n(T, "Jansen") < s.n(T, "Kirby")),
    ("Estelle's ticket number was the highest of all, and Fred's was 13 higher than Dwayne's.",
     lambda s: s.n(T, "Estelle") == 156 and s.n(T, "Fred") == s.n(T, "Dwayne") + 13),
    ("Greta, who isn't Mrs. Moody, won the toaster.", lambda s: not s.same("Greta", "Moody") and s.same("Greta", "toaster")),
    ("Fred's last name isn't Hobbs.", lambda s: not s.same("Fred", "Hobbs")),
]
QUESTIONS = [("Who won the radio?", lambda s: s.v(F, "radio"))]
NUM = "."
DOT = True
INTRO = ["Five prizes were raffled off at the St. Anne's fall festival, and five different people won them.",
         "Find each winner's full name, prize, and winning ticket number."]
OUTRO = []
REMARKS = INTRO + OUTRO
