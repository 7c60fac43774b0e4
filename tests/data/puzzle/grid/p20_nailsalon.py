T = "Times"
CATEGORIES = [
    ("Clients", ["Bev", "Carla", "Dee", "Esme"]),
    ("Polishes", ["coral", "lilac", "navy", "scarlet"]),
    ("Technicians", ["Kim", "Lou", "Mai", "Nell"]),
    ("Times", ["10:00am", "10:30am", "11:00am", "11:30am"], [600, 630, 660, 690]),
]
SOLUTION = [
    ["Bev", "navy", "Mai", "11:00am"],
    ["Carla", "coral", "Kim", "10:00am"],
    ["Dee", "scarlet", "Nell", "11:30am"],
    ["Esme", "lilac", "Lou", "10:30am"],
]
CLUES = [
    ("Carla had the first appointment of the morning.", lambda s: s.n(T, "Carla") == 600),
    ("Dee's appointment was an hour after Esme's.", lambda s: s.n(T, "Dee") == s.n(T, "Esme") + 60),
    ("Mai painted navy nails half an hour after Lou's appointment.",
     lambda s: s.same("Mai", "navy") and s.n(T, "Mai") == s.n(T, "Lou") + 30),
    ("Nell did the last appointment, and it wasn't lilac.", lambda s: s.n(T, "Nell") == 690 and not s.same("Nell", "lilac")),
    ("Kim didn't use scarlet or navy.", lambda s: not s.same("Kim", "scarlet") and not s.same("Kim", "navy")),
    ("Esme wasn't seen by Mai, and Carla didn't pick lilac.", lambda s: not s.same("Esme", "Mai") and not s.same("Carla", "lilac")),
    ("The lilac client came in before Bev.", lambda s: s.n(T, "lilac") < s.n(T, "Bev")),
]
QUESTIONS = [("Which colour did Dee choose?", lambda s: s.v("Polishes", "Dee"))]
NUM = ")"
DOT = False
INTRO = ["Four clients had manicures at the nail salon on Saturday morning, each at a different time, each with a different technician and each in a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
