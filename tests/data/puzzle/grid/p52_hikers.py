# p52_hikers: 4x5, medium; distances and weekdays.
# solution:
#   Aiden | Hawk Point | 9 miles | Wednesday
#   Bella | Owl Canyon | 3 miles | Friday
#   Caleb | Bear Creek | 7 miles | Monday
#   Daisy | Fox Hollow | 11 miles | Tuesday
#   Elliot | Eagle Ridge | 5 miles | Thursday
D = "Distances"
W = "Days"
CATEGORIES = [
    ("Hikers", ["Aiden", "Bella", "Caleb", "Daisy", "Elliot"]),
    ("Trails", ["Bear Creek", "Eagle Ridge", "Fox Hollow", "Hawk Point", "Owl Canyon"]),
    ("Distances", ["3 miles", "5 miles", "7 miles", "9 miles", "11 miles"], [3, 5, 7, 9, 11]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
]
INTRO = ["During spring break, five friends each hiked a different trail in the state park, "
         "on five different days of the same week."]
REMARKS = INTRO


def d(s, x):
    return s.n(D, x)


def w(s, x):
    return s.n(W, x)


CLUES = [
    ("The hiker who went out on Tuesday covered 6 miles more than Elliot.",
     lambda s: d(s, "Tuesday") == d(s, "Elliot") + 6),
    ("Bella hiked the shortest trail, but not on Monday.",
     lambda s: d(s, "Bella") == 3 and w(s, "Bella") != 1),
    ("The Bear Creek hike took place two days before Aiden's.",
     lambda s: w(s, "Bear Creek") == w(s, "Aiden") - 2),
    ("Of the Owl Canyon hiker and the Thursday hiker, one walked 3 miles and the other walked 5 miles.",
     lambda s: not s.same("Owl Canyon", "Thursday")
     and {d(s, "Owl Canyon"), d(s, "Thursday")} == {3, 5}),
    ("Daisy didn't hike Eagle Ridge or Hawk Point.",
     lambda s: not s.same("Daisy", "Eagle Ridge") and not s.same("Daisy", "Hawk Point")),
    ("The Hawk Point trail is longer than the Eagle Ridge trail.",
     lambda s: d(s, "Hawk Point") > d(s, "Eagle Ridge")),
    ("Elliot hit the trail the day before Bella did.", lambda s: w(s, "Elliot") == w(s, "Bella") - 1),
    ("Aiden hiked 2 miles farther than Caleb.", lambda s: d(s, "Aiden") == d(s, "Caleb") + 2),
]
