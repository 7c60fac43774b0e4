# An Einstein-riddle retelling with no category lines: five motel rooms side by
# side, numbered here 1 to 5 from left to right (the introduction says that left
# and right are as you face the doors).  Every value is named in a statement or
# a question; the rooms are only named by position, as the 1962 houses are.
R = "Rooms"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(R, a) - s.n(R, b)) == 1
CATEGORIES = [
    ("Rooms", ["1", "2", "3", "4", "5"]),
    ("Guests", ["Hollis", "Ingrid", "Jonah", "Kiri", "Luca"]),
    ("Cars", ["convertible", "hatchback", "jeep", "minivan", "pickup"]),
    ("Jobs", ["dentist", "electrician", "florist", "pilot", "welder"]),
    ("Breakfasts", ["bagel", "cereal", "omelette", "pancakes", "waffles"]),
    ("Hometowns", ["Akron", "Boise", "Fargo", "Reno", "Tulsa"]),
]
SOLUTION = [
    ["1", "Kiri", "hatchback", "florist", "cereal", "Fargo"],
    ["2", "Luca", "pickup", "welder", "pancakes", "Tulsa"],
    ["3", "Ingrid", "convertible", "dentist", "omelette", "Reno"],
    ["4", "Hollis", "jeep", "electrician", "waffles", "Akron"],
    ["5", "Jonah", "minivan", "pilot", "bagel", "Boise"],
]
CLUES = [
    ("Ingrid drives the convertible.", lambda s: s.same("Ingrid", "convertible")),
    ("Luca is a welder.", lambda s: s.same("Luca", "welder")),
    ("The florist has cereal for breakfast.", lambda s: s.same("florist", "cereal")),
    ("Kiri comes from Fargo.", lambda s: s.same("Kiri", "Fargo")),
    ("The owner of the pickup is in the room immediately to the right of the owner of the hatchback.",
     lambda s: s.n(R, "pickup") == s.n(R, "hatchback") + 1),
    ("The omelette goes to the middle room.", lambda s: s.n(R, "omelette") == 3),
    ("The guest from Akron is next door to the guest who has a bagel.", lambda s: near(s, "Akron", "bagel")),
    ("The electrician is next door to the guest from Reno.", lambda s: near(s, "electrician", "Reno")),
    ("The dentist drives the convertible.", lambda s: s.same("dentist", "convertible")),
    ("Jonah drives the minivan.", lambda s: s.same("Jonah", "minivan")),
    ("Hollis has waffles for breakfast.", lambda s: s.same("Hollis", "waffles")),
    ("The guest from Tulsa orders pancakes.", lambda s: s.same("Tulsa", "pancakes")),
    ("The minivan belongs to the guest from Boise.", lambda s: s.same("minivan", "Boise")),
    ("Ingrid's room is next to Luca's.", lambda s: near(s, "Ingrid", "Luca")),
    ("Jonah's room is at one end of the row.", lambda s: s.n(R, "Jonah") in (1, 5)),
    ("The florist drives the hatchback.", lambda s: s.same("florist", "hatchback")),
    ("The pickup belongs to the welder.", lambda s: s.same("pickup", "welder")),
]
QUESTIONS = [("Now, who drives the jeep, and who is the pilot?",
              lambda s: (s.v("Guests", "jeep"), s.v("Guests", "pilot")))]
NUM = "."
DOT = False
INTRO = ["Five guests have taken the five rooms of a small roadside motel, which stand side by side in a single row. Each guest drives a different kind of car, does a different job, orders a different breakfast and comes from a different town. Left and right are as you face the doors."]
OUTRO = []
REMARKS = INTRO + OUTRO
