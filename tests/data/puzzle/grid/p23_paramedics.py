T = "Times"
D = "Distances"
CATEGORIES = [
    ("Paramedics", ["Fiona", "Greg", "Harriet", "Imran"]),
    ("Emergencies", ["asthma attack", "burn", "chest pain", "fall"]),
    ("Times", ["1:10am", "2:25am", "3:40am", "4:55am"], [70, 145, 220, 295]),
    ("Distances", ["3 miles", "5 miles", "8 miles", "12 miles"], [3, 5, 8, 12]),
]
SOLUTION = [
    ["Fiona", "asthma attack", "2:25am", "8 miles"],
    ["Greg", "fall", "4:55am", "3 miles"],
    ["Harriet", "chest pain", "1:10am", "12 miles"],
    ["Imran", "burn", "3:40am", "5 miles"],
]
CLUES = [
    ("The first call of the night, a case of chest pain, was also the farthest away.",
     lambda s: s.n(T, "chest pain") == 70 and s.n(D, "chest pain") == 12),
    ("Greg's call came in two and a half hours after Fiona's.", lambda s: s.n(T, "Greg") == s.n(T, "Fiona") + 150),
    ("The burn was 2 miles farther away than the fall.", lambda s: s.n(D, "burn") == s.n(D, "fall") + 2),
    ("Imran was sent to a patient 5 miles away, while Fiona was called out at 2:25am.",
     lambda s: s.same("Imran", "5 miles") and s.same("Fiona", "2:25am")),
    ("The asthma attack was reported before the fall.", lambda s: s.n(T, "asthma attack") < s.n(T, "fall")),
]
NUM = "."
DOT = False
INTRO = [
    "Night Calls",
    "It was a busy night for the ambulance station at Kingsbridge. Between midnight and dawn, four paramedics were each sent out alone in a rapid-response car to a different emergency, and each drove a different distance to reach the patient.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
