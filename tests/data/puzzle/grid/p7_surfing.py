S, B, P, H = "Surfers", "Boards", "Scores", "Heats"
CATEGORIES = [
    (S, ["Kai", "Leilani", "Makoa", "Noelani"]),
    (B, ["fish", "gun", "longboard", "shortboard"]),
    (P, ["6.25", "7.50", "8.75", "9.10"], [625, 750, 875, 910]),
    (H, ["heat 1", "heat 2", "heat 3", "heat 4"]),
]
NUM = "."
INTRO = ("Four surfers from the same club on the North Shore drew one heat each at the Sunset Point invitational, "
         "and each paddled out on a different kind of board. The judges' scores, out of ten, were all different.")
REMARKS = [INTRO]
CLUES = [
    ("The surfer in heat 1 had the highest score.", lambda s: s.same("heat 1", "9.10")),
    ("Kai scored 1.25 points more than Noelani.", lambda s: s.n(P, "Kai") == s.n(P, "Noelani") + 125),
    ("The longboard rider surfed two heats before Kai.", lambda s: s.n(H, "longboard") == s.n(H, "Kai") - 2),
    ("Makoa, who rode the gun, was in the last heat.", lambda s: s.same("Makoa", "gun") and s.same("Makoa", "heat 4")),
    ("The shortboard was not ridden in heat 3.", lambda s: not s.same("shortboard", "heat 3")),
    ("Noelani surfed in an earlier heat than Makoa.", lambda s: s.n(H, "Noelani") < s.n(H, "Makoa")),
    ("Leilani, who borrowed her board from her uncle, didn't ride the fish.", lambda s: not s.same("Leilani", "fish")),
    ("Makoa had the lowest score.", lambda s: s.same("Makoa", "6.25")),
]
