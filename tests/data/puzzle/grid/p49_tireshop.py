N = "Tires"
T = "Times"
CATEGORIES = [
    ("Customers", ["Mr. Sims", "Ms. Tate", "Mr. Vance", "Mrs. Webb"]),
    ("Vehicles", ["minivan", "pickup", "sedan", "station wagon"]),
    ("Tires", ["1 tire", "2 tires", "3 tires", "4 tires"], [1, 2, 3, 4]),
    ("Times", ["9:00 am", "10:00 am", "11:00 am", "noon"], [9, 10, 11, 12]),
]
SOLUTION = [
    ["Mr. Sims", "pickup", "4 tires", "11:00 am"],
    ["Ms. Tate", "sedan", "1 tire", "9:00 am"],
    ["Mr. Vance", "station wagon", "2 tires", "noon"],
    ["Mrs. Webb", "minivan", "3 tires", "10:00 am"],
]
CLUES = [
    ("The first customer of the day needed only one tire.", lambda s: s.n(N, "9:00 am") == 1),
    ("Mr. Sims's pickup needed a full set of four.", lambda s: s.same("Mr. Sims", "pickup") and s.n(N, "pickup") == 4),
    ("Mrs. Webb came in an hour after Ms. Tate.", lambda s: s.n(T, "Mrs. Webb") == s.n(T, "Ms. Tate") + 1),
    ("The station wagon got one fewer tire than the minivan.", lambda s: s.n(N, "station wagon") == s.n(N, "minivan") - 1),
    ("Mr. Vance was the last customer of the morning.", lambda s: s.n(T, "Mr. Vance") == 12),
    ("Neither Ms. Tate nor Mr. Vance drives the minivan.", lambda s: not s.same("Ms. Tate", "minivan") and not s.same("Mr. Vance", "minivan")),
    ("The customer with the sedan came in two hours before Mr. Sims.", lambda s: s.n(T, "sedan") == s.n(T, "Mr. Sims") - 2),
]
QUESTIONS = [("What does Mr. Vance drive?", lambda s: s.v("Vehicles", "Mr. Vance"))]
NUM = "."
INTRO = ["Buck's Tire Barn had four appointments on Monday morning, one each hour from 9:00 am to noon. Each customer drove a different vehicle and needed a different number of new tires."]
OUTRO = []
REMARKS = INTRO + OUTRO
