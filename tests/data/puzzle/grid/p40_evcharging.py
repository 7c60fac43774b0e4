C = "Charge times"
A = "Arrivals"
CATEGORIES = [
    ("Drivers", ["Ansel", "Beryl", "Cormac", "Dagny", "Esteban"]),
    ("Cars", ["black", "gray", "red", "silver", "white"]),
    ("Stations", ["Depot Road", "Elm Plaza", "Harbor Lot", "Mill Yard", "North Mall"]),
    ("Charge times", ["20 minutes", "25 minutes", "30 minutes", "35 minutes", "40 minutes"], [20, 25, 30, 35, 40]),
    ("Arrivals", ["7:10 am", "7:20 am", "7:30 am", "7:40 am", "7:50 am"], [430, 440, 450, 460, 470]),
]
SOLUTION = [
    ["Ansel", "silver", "Harbor Lot", "35 minutes", "7:50 am"],
    ["Beryl", "red", "Elm Plaza", "20 minutes", "7:30 am"],
    ["Cormac", "white", "North Mall", "40 minutes", "7:10 am"],
    ["Dagny", "black", "Mill Yard", "25 minutes", "7:40 am"],
    ["Esteban", "gray", "Depot Road", "30 minutes", "7:20 am"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The red car charged for 5 minutes less than the car at Mill Yard.", lambda s: s.n(C, "red") == s.n(C, "Mill Yard") - 5),
    ("The driver who arrived at 7:20 am charged 10 minutes longer than Beryl.", lambda s: s.n(C, "7:20 am") == s.n(C, "Beryl") + 10),
    ("Of Cormac and the driver of the silver car, one arrived first and the other charged at Harbor Lot.",
     lambda s: s.e("Cormac") != s.e("silver") and (
         (s.n(A, "Cormac") == 430 and s.same("silver", "Harbor Lot")) or
         (s.n(A, "silver") == 430 and s.same("Cormac", "Harbor Lot")))),
    ("The five drivers are Dagny, the one at Elm Plaza, the owner of the white car, the one who arrived at 7:50 am and the one who charged for 30 minutes.",
     lambda s: diff(s, "Dagny", "Elm Plaza", "white", "7:50 am", "30 minutes")),
    ("The longest charge was at North Mall.", lambda s: s.n(C, "North Mall") == 40),
    ("Neither Esteban nor the driver of the black car charged at Elm Plaza.",
     lambda s: not s.same("Esteban", "Elm Plaza") and not s.same("black", "Elm Plaza")),
    ("The gray car arrived 20 minutes before the black car.", lambda s: s.n(A, "gray") == s.n(A, "black") - 20),
    ("Ansel arrived sometime after Beryl.", lambda s: s.n(A, "Ansel") > s.n(A, "Beryl")),
    ("Either the red car or the white car arrived at 7:30 am.", lambda s: s.same("red", "7:30 am") != s.same("white", "7:30 am")),
    ("The Depot Road charge lasted 5 minutes longer than Dagny's.", lambda s: s.n(C, "Depot Road") == s.n(C, "Dagny") + 5),
    ("Ansel didn't charge 10 minutes longer than Esteban.", lambda s: s.n(C, "Ansel") != s.n(C, "Esteban") + 10),
    ("The silver car charged 15 minutes longer than the red car.", lambda s: s.n(C, "silver") == s.n(C, "red") + 15),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
