D = "Days"
def d(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Days", ["Day 1", "Day 2", "Day 3", "Day 4", "Day 5", "Day 6"]),
    ("Bands", ["Copper Kettle", "Hollow Pines", "Lemon Jets", "Night Owls", "Rust Belt", "Velvet Fog"]),
    ("Stages", ["Barn", "Big Top", "Dome", "Garden", "Lakeside", "Main"]),
]
CLUES = [
    ("Night Owls played the day before Hollow Pines.", lambda s: d(s, "Night Owls") == d(s, "Hollow Pines") - 1),
    ("The Barn show was on the final day.", lambda s: d(s, "Barn") == 6),
    ("Lemon Jets opened the festival.", lambda s: d(s, "Lemon Jets") == 1),
    ("The Dome gig was two days after the Garden gig.", lambda s: d(s, "Dome") == d(s, "Garden") + 2),
    ("Rust Belt played sometime before Copper Kettle.", lambda s: d(s, "Rust Belt") < d(s, "Copper Kettle")),
    ("Velvet Fog played neither the Main stage nor the Big Top.",
     lambda s: not s.same("Velvet Fog", "Main") and not s.same("Velvet Fog", "Big Top")),
    ("The Lakeside set was the day after Copper Kettle's.", lambda s: d(s, "Lakeside") == d(s, "Copper Kettle") + 1),
    ("Hollow Pines closed the festival.", lambda s: d(s, "Hollow Pines") == 6),
    ("The Main stage gig was the day before the Dome gig.", lambda s: d(s, "Main") == d(s, "Dome") - 1),
    ("Velvet Fog played later than Copper Kettle.", lambda s: d(s, "Velvet Fog") > d(s, "Copper Kettle")),
]
