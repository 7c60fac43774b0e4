D = "Distances"
W = "Loads"
CATEGORIES = [
    ("Truckers", ["Bo", "Claudette", "Desmond", "Frankie", "Gunnar"]),
    ("Lakes", ["Caribou Lake", "Loon Lake", "Mackay Lake", "Muskox Lake", "Tibbitt Lake"]),
    ("Distances", ["120 km", "150 km", "180 km", "210 km", "240 km"], [120, 150, 180, 210, 240]),
    ("Loads", ["28 tons", "31 tons", "34 tons", "37 tons", "40 tons"], [28, 31, 34, 37, 40]),
]
SOLUTION = [
    ["Bo", "Muskox Lake", "180 km", "37 tons"],
    ["Claudette", "Tibbitt Lake", "240 km", "28 tons"],
    ["Desmond", "Caribou Lake", "120 km", "40 tons"],
    ["Frankie", "Loon Lake", "210 km", "31 tons"],
    ["Gunnar", "Mackay Lake", "150 km", "34 tons"],
]
CLUES = [
    ("The trucker bound for Loon Lake hauled 3 tons more than Claudette.",
     lambda s: s.n(W, "Loon Lake") == s.n(W, "Claudette") + 3),
    ("The heaviest load went the shortest distance.", lambda s: s.same("40 tons", "120 km")),
    ("Claudette drove farther than anyone else.", lambda s: s.n(D, "Claudette") == 240),
    ("The driver headed to Mackay Lake covered 30 km more than Desmond.",
     lambda s: s.n(D, "Mackay Lake") == s.n(D, "Desmond") + 30),
    ("Of Bo and the trucker who went to Tibbitt Lake, one drove 180 km and the other carried the lightest load.",
     lambda s: not s.same("Bo", "Tibbitt Lake") and (
         (s.same("Bo", "180 km") and s.n(W, "Tibbitt Lake") == 28) or
         (s.same("Tibbitt Lake", "180 km") and s.n(W, "Bo") == 28))),
    ("Frankie's load was 6 tons lighter than Bo's.", lambda s: s.n(W, "Frankie") == s.n(W, "Bo") - 6),
    ("The 34-ton load didn't go to Caribou Lake or Muskox Lake.",
     lambda s: not s.same("34 tons", "Caribou Lake") and not s.same("34 tons", "Muskox Lake")),
    ("Gunnar drove 60 km less than Frankie.", lambda s: s.n(D, "Gunnar") == s.n(D, "Frankie") - 60),
    ("Gunnar's load was 3 tons lighter than Bo's.", lambda s: s.n(W, "Gunnar") == s.n(W, "Bo") - 3),
    ("Desmond didn't go to Muskox Lake.", lambda s: not s.same("Desmond", "Muskox Lake")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
