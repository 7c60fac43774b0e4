# An Einstein-riddle retelling: four lockers in a row at a train station,
# numbered 1 to 4 from left to right, with category lines.
L = "Lockers"
T = "Trains"
def near(s, a, b):
    return abs(s.n(L, a) - s.n(L, b)) == 1
CATEGORIES = [
    ("Lockers", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Travelers", ["Rosa", "Silas", "Tamsin", "Umar"]),
    ("Bags", ["backpack", "duffel", "suitcase", "tote"]),
    ("Destinations", ["Albany", "Boston", "Hartford", "Newark"]),
    ("Trains", ["8:15am", "9:15am", "10:15am", "11:15am"], [495, 555, 615, 675]),
]
SOLUTION = [
    ["1", "Rosa", "duffel", "Hartford", "10:15am"],
    ["2", "Silas", "suitcase", "Albany", "8:15am"],
    ["3", "Tamsin", "backpack", "Newark", "11:15am"],
    ["4", "Umar", "tote", "Boston", "9:15am"],
]
CLUES = [
    ("Silas's locker is immediately to the right of Rosa's.", lambda s: s.n(L, "Silas") == s.n(L, "Rosa") + 1),
    ("The backpack belongs to the traveler bound for Newark.", lambda s: s.same("backpack", "Newark")),
    ("The earliest train goes to Albany.", lambda s: s.n(T, "Albany") == 495),
    ("The tote is in the locker at the far right.", lambda s: s.n(L, "tote") == 4),
    ("The train to Hartford leaves one hour after the train to Boston.", lambda s: s.n(T, "Hartford") == s.n(T, "Boston") + 60),
    ("Tamsin's train is the last to leave.", lambda s: s.n(T, "Tamsin") == 675),
    ("The duffel is next to the suitcase.", lambda s: near(s, "duffel", "suitcase")),
    ("Umar isn't going to Albany or Hartford.", lambda s: not s.same("Umar", "Albany") and not s.same("Umar", "Hartford")),
    ("Rosa's locker is at one end of the row.", lambda s: s.n(L, "Rosa") in (1, 4)),
    ("The traveler bound for Hartford has the locker immediately to the left of the suitcase.", lambda s: s.n(L, "Hartford") == s.n(L, "suitcase") - 1),
]
QUESTIONS = [
    ("Where is Umar going?", lambda s: s.v("Destinations", "Umar")),
    ("Whose locker holds the duffel?", lambda s: s.v("Travelers", "duffel")),
]
NUM = None
DOT = False
INTRO = ["Four travelers left their bags in a row of lockers at the station, numbered 1 to 4 from left to right, while they waited for their trains."]
OUTRO = []
REMARKS = INTRO + OUTRO
