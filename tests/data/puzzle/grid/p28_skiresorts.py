S = "Snowfall"
T = "Lift tickets"
L = "Lows"
CATEGORIES = [
    ("Resorts", ["Alpenglow", "Bear Hollow", "Crystal Basin", "Drift Peak"]),
    ("States", ["Colorado", "Idaho", "Utah", "Vermont"]),
    ("Snowfall", ["180 inches", "240 inches", "300 inches", "360 inches"], [180, 240, 300, 360]),
    ("Lift tickets", ["$89", "$104", "$119", "$134"], [89, 104, 119, 134]),
    ("Lows", ["4°F", "9°F", "14°F", "19°F"], [4, 9, 14, 19]),
]
SOLUTION = [
    ["Alpenglow", "Utah", "360 inches", "$119", "9°F"],
    ["Bear Hollow", "Vermont", "180 inches", "$89", "19°F"],
    ["Crystal Basin", "Colorado", "300 inches", "$134", "4°F"],
    ["Drift Peak", "Idaho", "240 inches", "$104", "14°F"],
]
CLUES = [
    ("The Utah resort gets 60 more inches of snow a year than Crystal Basin.",
     lambda s: s.n(S, "Utah") == s.n(S, "Crystal Basin") + 60),
    ("The resort with the coldest low charges $15 more for a lift ticket than Alpenglow.",
     lambda s: s.n(T, "4°F") == s.n(T, "Alpenglow") + 15),
    ("Bear Hollow's low was 10 degrees warmer than Alpenglow's.",
     lambda s: s.n(L, "Bear Hollow") == s.n(L, "Alpenglow") + 10),
    ("The cheapest lift ticket is at the resort with the least snow.",
     lambda s: s.same("$89", "180 inches")),
    ("Of Drift Peak and the Colorado resort, one sells a $104 ticket and the other had a low of 4°F.",
     lambda s: not s.same("Drift Peak", "Colorado") and (
         (s.same("Drift Peak", "$104") and s.same("Colorado", "4°F")) or
         (s.same("Drift Peak", "4°F") and s.same("Colorado", "$104")))),
    ("The resort with 240 inches of snow is either Drift Peak or the one in Utah.",
     lambda s: s.same("240 inches", "Drift Peak") != s.same("240 inches", "Utah")),
    ("The Idaho resort's low was 5 degrees warmer than the Utah resort's.",
     lambda s: s.n(L, "Idaho") == s.n(L, "Utah") + 5),
    ("Alpenglow gets more snow than any other resort.",
     lambda s: s.n(S, "Alpenglow") == 360),
]
NUM = None
DOT = False
INTRO = ["A ski magazine compared four resorts, including the lowest temperature each recorded in January."]
OUTRO = []
REMARKS = INTRO + OUTRO
