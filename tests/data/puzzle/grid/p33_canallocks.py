R = "Rises"
B = "Boats"
CATEGORIES = [
    ("Keepers", ["Mrs. Crane", "Mr. Dunmore", "Ms. Everly", "Mr. Finch", "Mrs. Gallo"]),
    ("Locks", ["Beck Lock", "Cobble Lock", "Heron Lock", "Mill Lock", "Willow Lock"]),
    ("Rises", ["6 feet", "8 feet", "10 feet", "12 feet", "14 feet"], [6, 8, 10, 12, 14]),
    ("Boats", ["18 boats", "24 boats", "30 boats", "36 boats", "42 boats"], [18, 24, 30, 36, 42]),
]
SOLUTION = [
    ["Mrs. Crane", "Heron Lock", "10 feet", "36 boats"],
    ["Mr. Dunmore", "Beck Lock", "14 feet", "18 boats"],
    ["Ms. Everly", "Willow Lock", "6 feet", "42 boats"],
    ["Mr. Finch", "Mill Lock", "12 feet", "24 boats"],
    ["Mrs. Gallo", "Cobble Lock", "8 feet", "30 boats"],
]
CLUES = [
    ("The lock with the greatest rise saw the fewest boats.", lambda s: s.same("14 feet", "18 boats")),
    ("Heron Lock handled 12 more boats than Mr. Finch's lock.",
     lambda s: s.n(B, "Heron Lock") == s.n(B, "Mr. Finch") + 12),
    ("Ms. Everly's lock rises 2 feet less than Mrs. Gallo's.",
     lambda s: s.n(R, "Ms. Everly") == s.n(R, "Mrs. Gallo") - 2),
    ("Of Willow Lock and the 12-foot lock, one is kept by Mr. Finch and the other handled the most boats.",
     lambda s: not s.same("Willow Lock", "12 feet") and (
         (s.same("Willow Lock", "Mr. Finch") and s.same("12 feet", "42 boats")) or
         (s.same("12 feet", "Mr. Finch") and s.same("Willow Lock", "42 boats")))),
    ("Mrs. Crane's lock rises higher than Mrs. Gallo's but not as high as Mill Lock.",
     lambda s: s.n(R, "Mrs. Gallo") < s.n(R, "Mrs. Crane") < s.n(R, "Mill Lock")),
    ("Cobble Lock saw 6 fewer boats than Heron Lock.",
     lambda s: s.n(B, "Cobble Lock") == s.n(B, "Heron Lock") - 6),
    ("Beck Lock is kept by Mr. Dunmore.", lambda s: s.same("Beck Lock", "Mr. Dunmore")),
    ("Ms. Everly's lock handled 12 more boats than Mrs. Gallo's, which isn't Heron Lock.",
     lambda s: s.n(B, "Ms. Everly") == s.n(B, "Mrs. Gallo") + 12 and not s.same("Mrs. Gallo", "Heron Lock")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
