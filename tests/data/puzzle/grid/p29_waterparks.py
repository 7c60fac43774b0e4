D = "Tallest slides"
T = "Day passes"
PARKS = ["Blue Lagoon", "Cannonball Bay", "Emerald Falls", "Paradise Point", "Splash Canyon"]
CATEGORIES = [
    ("Parks", PARKS),
    ("States", ["Arizona", "Florida", "Georgia", "Ohio", "Texas"]),
    ("Tallest slides", ["60 feet", "70 feet", "80 feet", "90 feet", "100 feet"], [60, 70, 80, 90, 100]),
    ("Day passes", ["$39", "$44", "$49", "$54", "$59"], [39, 44, 49, 54, 59]),
]
SOLUTION = [
    ["Blue Lagoon", "Ohio", "80 feet", "$54"],
    ["Cannonball Bay", "Texas", "60 feet", "$44"],
    ["Emerald Falls", "Georgia", "100 feet", "$39"],
    ["Paradise Point", "Florida", "70 feet", "$59"],
    ["Splash Canyon", "Arizona", "90 feet", "$49"],
]
CLUES = [
    ("The park with the 90-foot slide charges $5 less for a day pass than Blue Lagoon.",
     lambda s: s.n(T, "90 feet") == s.n(T, "Blue Lagoon") - 5),
    ("Emerald Falls has the tallest slide, but its day pass is the cheapest.",
     lambda s: s.n(D, "Emerald Falls") == 100 and s.n(T, "Emerald Falls") == 39),
    ("The Florida park's tallest slide is exactly 20 feet shorter than Splash Canyon's.",
     lambda s: s.n(D, "Florida") == s.n(D, "Splash Canyon") - 20),
    ("Neither the Texas park nor the one charging $59 is Blue Lagoon.",
     lambda s: not s.same("Texas", "Blue Lagoon") and not s.same("$59", "Blue Lagoon")),
    ("Of Cannonball Bay and the park in Ohio, one has an 80-foot slide and the other charges $44.",
     lambda s: not s.same("Cannonball Bay", "Ohio") and (
         (s.same("Cannonball Bay", "80 feet") and s.same("Ohio", "$44")) or
         (s.same("Ohio", "80 feet") and s.same("Cannonball Bay", "$44")))),
    ("A day pass at the Arizona park costs more than one at the Texas park.",
     lambda s: s.n(T, "Arizona") > s.n(T, "Texas")),
    ("The Texas park's tallest slide is the shortest of the five.",
     lambda s: s.n(D, "Texas") == 60),
    ("The five parks are Paradise Point, the Ohio park, the one with the 100-foot slide, the one charging $49 and the park in Texas.",
     lambda s: len({s.e("Paradise Point"), s.e("Ohio"), s.e("100 feet"), s.e("$49"), s.e("Texas")}) == 5),
    ("The park that charges $10 more than Splash Canyon isn't in Ohio.",
     lambda s: any(s.n(T, x) == s.n(T, "Splash Canyon") + 10 and not s.same(x, "Ohio") for x in PARKS)),
]
QUESTIONS = [("Which park is in Florida?", lambda s: s.v("Parks", "Florida"))]
NUM = None
DOT = False
INTRO = ["Each of five water parks is in a different state. The heights given are those of each park's tallest slide."]
OUTRO = []
REMARKS = INTRO + OUTRO
