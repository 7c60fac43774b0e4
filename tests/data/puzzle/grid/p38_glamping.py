N = "Nights"
CATEGORIES = [
    ("Campers", ["Fenwick", "Harriet", "Lorenzo", "Wendy"]),
    ("Tents", ["bell tent", "dome", "safari tent", "tipi"]),
    ("Lakes", ["Alder Lake", "Birch Lake", "Cedar Lake", "Elm Lake"]),
    ("Nights", ["2 nights", "3 nights", "4 nights", "5 nights"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Fenwick", "tipi", "Cedar Lake", "4 nights"],
    ["Harriet", "dome", "Alder Lake", "2 nights"],
    ["Lorenzo", "bell tent", "Elm Lake", "5 nights"],
    ["Wendy", "safari tent", "Birch Lake", "3 nights"],
]
CLUES = [
    ("The camper at Cedar Lake stayed 2 nights longer than Harriet.", lambda s: s.n(N, "Cedar Lake") == s.n(N, "Harriet") + 2),
    ("Lorenzo had the longest stay.", lambda s: s.n(N, "Lorenzo") == 5),
    ("The safari tent was booked for one night fewer than the tipi.", lambda s: s.n(N, "safari tent") == s.n(N, "tipi") - 1),
    ("Neither Wendy nor the camper in the bell tent stayed at Alder Lake.",
     lambda s: not s.same("Wendy", "Alder Lake") and not s.same("bell tent", "Alder Lake")),
    ("The dome wasn't pitched at Elm Lake.", lambda s: not s.same("dome", "Elm Lake")),
    ("Of Fenwick and the camper at Birch Lake, one slept in the tipi and the other stayed 3 nights.",
     lambda s: not s.same("Fenwick", "Birch Lake") and (
         (s.same("Fenwick", "tipi") and s.same("Birch Lake", "3 nights")) or (s.same("Birch Lake", "tipi") and s.same("Fenwick", "3 nights")))),
    ("The camper at Elm Lake didn't stay fewer nights than the camper in the tipi.",
     lambda s: not s.n(N, "Elm Lake") < s.n(N, "tipi")),
    ("Harriet didn't book the bell tent.", lambda s: not s.same("Harriet", "bell tent")),
]
NUM = ")"
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
