E = "Earnings"
def e(s, x):
    return s.n(E, x)
NUM = "1."
CATEGORIES = [
    ("Buskers", ["Fenella", "Gus", "Hiroshi", "Ines"]),
    ("Instruments", ["accordion", "banjo", "didgeridoo", "ukulele"]),
    ("Earnings", ["$12.40", "$17.85", "$23.10", "$31.55"], [1240, 1785, 2310, 3155]),
    ("Spots", ["bandstand", "fountain", "market cross", "station"]),
]
SOLUTION = [
    ("Fenella", "banjo", "$23.10", "fountain"),
    ("Gus", "didgeridoo", "$12.40", "station"),
    ("Hiroshi", "accordion", "$31.55", "market cross"),
    ("Ines", "ukulele", "$17.85", "bandstand"),
]
INTRO = ["Four buskers worked the streets of Harrowgate one wet Saturday, each at a different spot and each with a different instrument. When they emptied their hats that evening, no two of them had taken the same amount."]
REMARKS = INTRO
CLUES = [
    ("Gus, who played by the station, took the least money of the four.", lambda s: s.same("Gus", "station") and e(s, "Gus") == 1240),
    ("The accordion player, who was not at the bandstand, made more than anyone else.", lambda s: not s.same("accordion", "bandstand") and e(s, "accordion") == 3155),
    ("Ines collected $5.45 more than the didgeridoo player.", lambda s: e(s, "Ines") == e(s, "didgeridoo") + 545),
    ("The busker at the fountain earned $23.10.", lambda s: s.same("fountain", "$23.10")),
    ("Fenella doesn't play the ukulele.", lambda s: not s.same("Fenella", "ukulele")),
    ("The ukulele was heard at the bandstand.", lambda s: s.same("ukulele", "bandstand")),
    ("Hiroshi did not busk at the fountain.", lambda s: not s.same("Hiroshi", "fountain")),
]
QUESTIONS = [("Who played the banjo?", lambda s: s.v("Buskers", "banjo"))]
