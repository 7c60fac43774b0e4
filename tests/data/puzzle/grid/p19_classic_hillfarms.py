# No category lines: every value is named in a statement or a question.  Farms are
# numbered from the left along the road ("right means further along the road").
H = "Farms"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Farms", ["1", "2", "3", "4", "5"]),
    ("Farmers", ["Scot", "Welshman", "Yorkshireman", "Irishman", "Cornishman"]),
    ("Crops", ["oats", "barley", "wheat", "potatoes", "turnips"]),
    ("Animals", ["sheep", "goats", "cows", "pigs", "horses"]),
    ("Tractors", ["grey", "red", "green", "blue", "orange"]),
]
SOLUTION = [
    ["1", "Scot", "oats", "sheep", "grey"],
    ["2", "Welshman", "barley", "goats", "red"],
    ["3", "Yorkshireman", "wheat", "cows", "green"],
    ["4", "Irishman", "potatoes", "pigs", "blue"],
    ["5", "Cornishman", "turnips", "horses", "orange"],
]
CLUES = [
    ("There are five farms along the valley road.", lambda s: True),
    ("The Welshman drives the red tractor.", lambda s: s.same("Welshman", "red")),
    ("The Scot keeps sheep.", lambda s: s.same("Scot", "sheep")),
    ("Wheat is grown on the farm with the green tractor.", lambda s: s.same("wheat", "green")),
    ("The Irishman grows potatoes.", lambda s: s.same("Irishman", "potatoes")),
    ("The farm with the green tractor is immediately to the right of the farm with the red tractor.",
     lambda s: s.n(H, "green") == s.n(H, "red") + 1),
    ("Cows are kept on the middle farm.", lambda s: s.n(H, "cows") == 3),
    ("The Scot has the first farm.", lambda s: s.n(H, "Scot") == 1),
    ("The farmer who grows barley lives next to the farmer who keeps sheep.", lambda s: near(s, "barley", "sheep")),
    ("The horses are kept on the farm next to the one where the pigs are kept.", lambda s: near(s, "horses", "pigs")),
    ("The turnips are grown by the farmer with the orange tractor.", lambda s: s.same("turnips", "orange")),
    ("The Cornishman keeps horses.", lambda s: s.same("Cornishman", "horses")),
    ("Oats are grown on the farm with the grey tractor.", lambda s: s.same("oats", "grey")),
    ("The Irishman lives next to the Yorkshireman.", lambda s: near(s, "Irishman", "Yorkshireman")),
    ("The Yorkshireman does not drive the blue tractor, and the Scot does not grow turnips.",
     lambda s: not s.same("Yorkshireman", "blue") and not s.same("Scot", "turnips")),
]
QUESTIONS = [("Now, who keeps the goats? Who drives the blue tractor?",
              lambda s: (s.v("Farmers", "goats"), s.v("Farmers", "blue")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each farm has a different crop, a different kind of animal and a different coloured tractor, and the five farmers come from different parts of the country. The first farm is the one at the left-hand end of the road, and right means further along the road to the right."]
REMARKS = INTRO + OUTRO
