P = "Populations"
A = "Areas"
C = "Crossings"
CATEGORIES = [
    ("Islands", ["Ardmore", "Bellhaven", "Corran", "Dunleigh", "Eskey"]),
    ("Ferries", ["Gannet", "Kittiwake", "Osprey", "Puffin", "Tern"]),
    ("Populations", ["120", "240", "360", "480", "600"], [120, 240, 360, 480, 600]),
    ("Areas", ["3 sq miles", "5 sq miles", "7 sq miles", "9 sq miles", "11 sq miles"], [3, 5, 7, 9, 11]),
    ("Crossings", ["20 minutes", "35 minutes", "50 minutes", "65 minutes", "80 minutes"], [20, 35, 50, 65, 80]),
]
SOLUTION = [
    ["Ardmore", "Puffin", "360", "9 sq miles", "50 minutes"],
    ["Bellhaven", "Tern", "600", "5 sq miles", "20 minutes"],
    ["Corran", "Gannet", "120", "11 sq miles", "80 minutes"],
    ["Dunleigh", "Osprey", "480", "3 sq miles", "35 minutes"],
    ["Eskey", "Kittiwake", "240", "7 sq miles", "65 minutes"],
]
CLUES = [
    ("The island served by the Osprey has 120 more residents than Ardmore.",
     lambda s: s.n(P, "Osprey") == s.n(P, "Ardmore") + 120),
    ("The crossing to Corran takes 15 minutes longer than the crossing to the 7-sq-mile island.",
     lambda s: s.n(C, "Corran") == s.n(C, "7 sq miles") + 15),
    ("The most populous island has the shortest crossing.",
     lambda s: s.same("600", "20 minutes")),
    ("The Puffin sails either to Ardmore or to the 3-sq-mile island.",
     lambda s: s.same("Puffin", "Ardmore") != s.same("Puffin", "3 sq miles")),
    ("Of the Gannet's island and the island of 240 people, one is Eskey and the other has the largest area.",
     lambda s: not s.same("Gannet", "240") and (
         (s.same("Gannet", "Eskey") and s.n(A, "240") == 11)
         or (s.same("240", "Eskey") and s.n(A, "Gannet") == 11))),
    ("Neither Bellhaven nor Dunleigh is served by the Kittiwake.",
     lambda s: not s.same("Bellhaven", "Kittiwake") and not s.same("Dunleigh", "Kittiwake")),
    ("The five islands are Bellhaven, the one the Gannet serves, the island with 480 people, the 9-sq-mile island and the one with the 65-minute crossing.",
     lambda s: len({s.e("Bellhaven"), s.e("Gannet"), s.e("480"), s.e("9 sq miles"), s.e("65 minutes")}) == 5),
    ("Dunleigh is 2 sq miles smaller than Bellhaven.",
     lambda s: s.n(A, "Dunleigh") == s.n(A, "Bellhaven") - 2),
    ("The Kittiwake's crossing isn't 15 minutes shorter than the Puffin's.",
     lambda s: s.n(C, "Kittiwake") != s.n(C, "Puffin") - 15),
    ("Corran has the fewest residents.",
     lambda s: s.n(P, "Corran") == 120),
    ("The island with the 35-minute crossing covers less area than the one with the 50-minute crossing.",
     lambda s: s.n(A, "35 minutes") < s.n(A, "50 minutes")),
    ("Eskey has 240 fewer people than Dunleigh.",
     lambda s: s.n(P, "Eskey") == s.n(P, "Dunleigh") - 240),
    ("The 5-sq-mile island isn't served by the Puffin.",
     lambda s: not s.same("5 sq miles", "Puffin")),
    ("The Osprey's crossing is 15 minutes longer than the Tern's.",
     lambda s: s.n(C, "Osprey") == s.n(C, "Tern") + 15),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = ["Five small islands off the coast are each served by a different ferry."]
OUTRO = []
REMARKS = INTRO + OUTRO
