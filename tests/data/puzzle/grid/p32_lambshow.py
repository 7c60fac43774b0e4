W = "Weights"
F = "Places"
CATEGORIES = [
    ("Exhibitors", ["Becky", "Cody", "Jolene", "Travis", "Wade"]),
    ("Lambs", ["Bandit", "Dozer", "Hercules", "Pepper", "Tank"]),
    ("Weights", ["112 pounds", "118 pounds", "124 pounds", "130 pounds", "136 pounds"], [112, 118, 124, 130, 136]),
    ("Places", ["first", "second", "third", "fourth", "fifth"]),
]
SOLUTION = [
    ["Becky", "Pepper", "124 pounds", "second"],
    ["Cody", "Tank", "136 pounds", "fourth"],
    ["Jolene", "Dozer", "112 pounds", "first"],
    ["Travis", "Hercules", "130 pounds", "fifth"],
    ["Wade", "Bandit", "118 pounds", "third"],
]
CLUES = [
    ("The lightest lamb took first place.", lambda s: s.n(F, "112 pounds") == 1),
    ("Tank weighed 6 pounds more than Hercules.", lambda s: s.n(W, "Tank") == s.n(W, "Hercules") + 6),
    ("Becky's lamb placed one spot ahead of Wade's.", lambda s: s.n(F, "Becky") == s.n(F, "Wade") - 1),
    ("Pepper weighed 12 pounds more than Jolene's lamb.", lambda s: s.n(W, "Pepper") == s.n(W, "Jolene") + 12),
    ("The lamb that finished fifth was neither Tank nor Bandit.",
     lambda s: not s.same("fifth", "Tank") and not s.same("fifth", "Bandit")),
    ("Cody's lamb was the heaviest.", lambda s: s.n(W, "Cody") == 136),
    ("Of Wade and the owner of Dozer, one showed a 118-pound lamb and the other's lamb placed first.",
     lambda s: not s.same("Wade", "Dozer") and (
         (s.same("Wade", "118 pounds") and s.same("Dozer", "first")) or
         (s.same("Dozer", "118 pounds") and s.same("Wade", "first")))),
    ("Travis's lamb wasn't Pepper.", lambda s: not s.same("Travis", "Pepper")),
    ("Wade's lamb weighed 6 pounds less than Becky's.", lambda s: s.n(W, "Wade") == s.n(W, "Becky") - 6),
    ("Hercules finished one place behind Tank.", lambda s: s.n(F, "Hercules") == s.n(F, "Tank") + 1),
]
NUM = "."
DOT = False
INTRO = [
    "The 4-H Lamb Show",
    "Five young exhibitors showed market lambs at the 4-H show on August 9. The lambs all had different weights, and the judge placed them first through fifth. Determine each exhibitor's lamb, its weight, and its placing.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
