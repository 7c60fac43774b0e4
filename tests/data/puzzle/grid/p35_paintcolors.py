G = "Amounts"
CATEGORIES = [
    ("Homeowners", ["Gail", "Nico", "Petra", "Theo"]),
    ("Colors", ["Harbor Blue", "Honey Oat", "Sage Mist", "Terracotta"]),
    ("Rooms", ["bathroom", "bedroom", "kitchen", "office"]),
    ("Amounts", ["2 gallons", "3 gallons", "4 gallons", "6 gallons"], [2, 3, 4, 6]),
]
SOLUTION = [
    ["Gail", "Sage Mist", "kitchen", "3 gallons"],
    ["Nico", "Terracotta", "office", "2 gallons"],
    ["Petra", "Harbor Blue", "bedroom", "6 gallons"],
    ["Theo", "Honey Oat", "bathroom", "4 gallons"],
]
CLUES = [
    ("The bedroom took the most paint.", lambda s: s.n(G, "bedroom") == 6),
    ("Nico bought a gallon less than the person who chose Sage Mist.", lambda s: s.n(G, "Nico") == s.n(G, "Sage Mist") - 1),
    ("The Honey Oat went on the bathroom walls.", lambda s: s.same("Honey Oat", "bathroom")),
    ("Petra painted neither her kitchen nor her office.",
     lambda s: not s.same("Petra", "kitchen") and not s.same("Petra", "office")),
    ("Theo used twice as much paint as Nico.", lambda s: s.n(G, "Theo") == 2 * s.n(G, "Nico")),
    ("The office wasn't painted Harbor Blue.", lambda s: not s.same("office", "Harbor Blue")),
    ("Gail, who painted her kitchen, didn't pick Terracotta.", lambda s: s.same("Gail", "kitchen") and not s.same("Gail", "Terracotta")),
    ("Petra bought more paint than Theo.", lambda s: s.n(G, "Petra") > s.n(G, "Theo")),
    ("Theo didn't paint the office.", lambda s: not s.same("Theo", "office")),
]
NUM = "."
DOT = False
INTRO = ["Four neighbors each repainted one room this spring."]
OUTRO = []
REMARKS = INTRO + OUTRO
