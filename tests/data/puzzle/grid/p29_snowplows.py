T = "Start times"
M = "Distances"
CATEGORIES = [
    ("Drivers", ["Arlo", "Bonnie", "Clem", "Dottie", "Ezra"]),
    ("Routes", ["Birch Road", "Canal Street", "Hill Avenue", "Main Street", "Quarry Lane"]),
    ("Start times", ["3:00am", "3:30am", "4:00am", "4:30am", "5:00am"], [180, 210, 240, 270, 300]),
    ("Distances", ["12.5 miles", "15 miles", "17.5 miles", "20 miles", "22.5 miles"], [125, 150, 175, 200, 225]),
]
SOLUTION = [
    ["Arlo", "Quarry Lane", "4:00am", "22.5 miles"],
    ["Bonnie", "Main Street", "3:00am", "17.5 miles"],
    ["Clem", "Birch Road", "5:00am", "12.5 miles"],
    ["Dottie", "Hill Avenue", "3:30am", "20 miles"],
    ["Ezra", "Canal Street", "4:30am", "15 miles"],
]
CLUES = [
    ("The driver who started at 3:30am plowed 2.5 miles more than Bonnie.",
     lambda s: s.n(M, "3:30am") == s.n(M, "Bonnie") + 25),
    ("Clem went out last and covered the fewest miles.",
     lambda s: s.n(T, "Clem") == 300 and s.n(M, "Clem") == 125),
    ("Ezra started an hour after Dottie.", lambda s: s.n(T, "Ezra") == s.n(T, "Dottie") + 60),
    ("The Main Street plow was the first to go out.", lambda s: s.n(T, "Main Street") == 180),
    ("The Quarry Lane driver plowed 7.5 miles more than the driver who started at 4:30am.",
     lambda s: s.n(M, "Quarry Lane") == s.n(M, "4:30am") + 75),
    ("Of Arlo and the Birch Road driver, one started at 5:00am and the other plowed 22.5 miles.",
     lambda s: not s.same("Arlo", "Birch Road") and (
         (s.same("Arlo", "5:00am") and s.same("Birch Road", "22.5 miles")) or
         (s.same("Birch Road", "5:00am") and s.same("Arlo", "22.5 miles")))),
    ("Hill Avenue wasn't plowed by Ezra.", lambda s: not s.same("Hill Avenue", "Ezra")),
]
NUM = None
DOT = False
INTRO = ["After the big storm, five snow plow drivers each cleared a different route."]
OUTRO = []
REMARKS = INTRO + OUTRO
