H = "Heights"
C = "Capacities"
CATEGORIES = [
    ("Operators", ["Benny", "Carmen", "Dario", "Estelle", "Floyd"]),
    ("Sites", ["apartment block", "bridge", "hospital wing", "parking garage", "stadium"]),
    ("Heights", ["120 feet", "150 feet", "180 feet", "210 feet", "240 feet"], [120, 150, 180, 210, 240]),
    ("Capacities", ["8 tons", "10 tons", "12 tons", "14 tons", "16 tons"], [8, 10, 12, 14, 16]),
]
SOLUTION = [
    ["Benny", "stadium", "240 feet", "12 tons"],
    ["Carmen", "parking garage", "150 feet", "16 tons"],
    ["Dario", "bridge", "120 feet", "10 tons"],
    ["Estelle", "apartment block", "210 feet", "8 tons"],
    ["Floyd", "hospital wing", "180 feet", "14 tons"],
]
CLUES = [
    ("The tallest crane is at the stadium.", lambda s: s.n(H, "stadium") == 240),
    ("The crane at the bridge is 60 feet shorter than Floyd's.",
     lambda s: s.n(H, "bridge") == s.n(H, "Floyd") - 60),
    ("The 8-ton crane is 30 feet taller than the 14-ton crane.",
     lambda s: s.n(H, "8 tons") == s.n(H, "14 tons") + 30),
    ("Of Estelle and the operator at the parking garage, one runs a 210-foot crane and the other a 16-ton crane.",
     lambda s: not s.same("Estelle", "parking garage") and (
         (s.same("Estelle", "210 feet") and s.same("parking garage", "16 tons")) or
         (s.same("parking garage", "210 feet") and s.same("Estelle", "16 tons")))),
    ("Dario's crane lifts 2 tons less than Benny's.", lambda s: s.n(C, "Dario") == s.n(C, "Benny") - 2),
    ("Estelle's crane is 30 feet shorter than Benny's.", lambda s: s.n(H, "Estelle") == s.n(H, "Benny") - 30),
    ("The crane at the hospital wing is 30 feet taller than Carmen's.",
     lambda s: s.n(H, "hospital wing") == s.n(H, "Carmen") + 30),
    ("Dario doesn't work at the hospital wing.", lambda s: not s.same("Dario", "hospital wing")),
]
NUM = None
DOT = False
INTRO = ["Five tower cranes are working on five building sites around the city."]
OUTRO = []
REMARKS = INTRO + OUTRO
