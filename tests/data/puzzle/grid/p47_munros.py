A = "Ascents"
M = "Months"
CATEGORIES = [
    ("Walkers", ["Angus", "Fiona", "Hamish", "Morag", "Rory"]),
    ("Munros", ["Beinn Ghlas", "Ben Lomond", "Ben Vorlich", "Schiehallion", "Stob Binnein"]),
    ("Ascents", ["850 metres", "900 metres", "950 metres", "1000 metres", "1050 metres"], [850, 900, 950, 1000, 1050]),
    ("Months", ["April", "May", "June", "July", "August"]),
]
SOLUTION = [
    ["Angus", "Schiehallion", "850 metres", "June"],
    ["Fiona", "Ben Vorlich", "1050 metres", "April"],
    ["Hamish", "Ben Lomond", "950 metres", "August"],
    ["Morag", "Stob Binnein", "1000 metres", "May"],
    ["Rory", "Beinn Ghlas", "900 metres", "July"],
]
CLUES = [
    ("The walker who went up in April had the most climbing to do.", lambda s: s.same("April", "1050 metres")),
    ("Hamish climbed his hill two months after Angus.", lambda s: s.n(M, "Hamish") == s.n(M, "Angus") + 2),
    ("Morag's ascent was 50 metres less than Fiona's.", lambda s: s.n(A, "Morag") == s.n(A, "Fiona") - 50),
    ("Schiehallion, which wasn't climbed in May, needed the least ascent.",
     lambda s: not s.same("Schiehallion", "May") and s.n(A, "Schiehallion") == 850),
    ("Ben Lomond was climbed the month after Beinn Ghlas.", lambda s: s.n(M, "Ben Lomond") == s.n(M, "Beinn Ghlas") + 1),
    ("Rory's ascent was 50 metres greater than Angus's.", lambda s: s.n(A, "Rory") == s.n(A, "Angus") + 50),
    ("Stob Binnein wasn't Hamish's hill.", lambda s: not s.same("Stob Binnein", "Hamish")),
    ("Fiona went up Ben Vorlich, the first of the five hills to be climbed.",
     lambda s: s.same("Fiona", "Ben Vorlich") and s.same("Ben Vorlich", "April")),
    ("Morag's walk was the month after Fiona's.", lambda s: s.n(M, "Morag") == s.n(M, "Fiona") + 1),
    ("Angus had less climbing to do than Hamish.", lambda s: s.n(A, "Angus") < s.n(A, "Hamish")),
]
QUESTIONS = [("Which Munro did Morag climb, and in which month?", lambda s: (s.v("Munros", "Morag"), s.v("Months", "Morag")))]
NUM = "."
INTRO = ["Five members of a Stirling hillwalking club each bagged a different Munro last year, one a month from April to August.",
         "Starting from the car park, each had a different height to climb to the summit cairn."]
OUTRO = []
REMARKS = INTRO + OUTRO
