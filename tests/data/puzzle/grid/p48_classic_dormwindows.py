# No category lines: the remark and the clues name every value.  Rooms are
# numbered 1 to 5 from left to right, so "the first room" is room 1.
R = "Rooms"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(R, a) - s.n(R, b)) == 1
CATEGORIES = [
    ("Rooms", ["1", "2", "3", "4", "5"]),
    ("Students", ["Amara", "Boris", "Chen", "Esther", "Farid"]),
    ("Majors", ["art", "biology", "history", "music", "physics"]),
    ("Plants", ["bonsai", "cactus", "fern", "ivy", "orchid"]),
    ("Drinks", ["cocoa", "coffee", "juice", "milk", "tea"]),
]
SOLUTION = [
    ["1", "Boris", "physics", "cactus", "coffee"],
    ["2", "Esther", "art", "ivy", "tea"],
    ["3", "Amara", "music", "fern", "milk"],
    ["4", "Chen", "history", "orchid", "juice"],
    ["5", "Farid", "biology", "bonsai", "cocoa"],
]
CLUES = [
    ("The physics major lives in the first room.", lambda s: s.n(R, "physics") == 1),
    ("Milk is drunk in the middle room.", lambda s: s.n(R, "milk") == 3),
    ("The art student's room is immediately to the left of Amara's.", lambda s: s.n(R, "art") == s.n(R, "Amara") - 1),
    ("Chen keeps an orchid on his windowsill.", lambda s: s.same("Chen", "orchid")),
    ("The coffee drinker lives next to the student with the ivy.", lambda s: near(s, "coffee", "ivy")),
    ("The biology major drinks cocoa.", lambda s: s.same("biology", "cocoa")),
    ("Farid lives at one end of the corridor.", lambda s: s.n(R, "Farid") in (1, 5)),
    ("The music student grows a fern.", lambda s: s.same("music", "fern")),
    ("Esther drinks tea.", lambda s: s.same("Esther", "tea")),
    ("The cactus is in the room next to the tea drinker's.", lambda s: near(s, "cactus", "tea")),
    ("The history student lives immediately to the right of the one who grows the fern.", lambda s: s.n(R, "history") == s.n(R, "fern") + 1),
    ("Boris doesn't drink juice.", lambda s: not s.same("Boris", "juice")),
    ("Esther lives immediately to the right of Boris.", lambda s: s.n(R, "Esther") == s.n(R, "Boris") + 1),
]
QUESTIONS = [("Who keeps the bonsai? Who studies history?",
              lambda s: (s.v("Students", "bonsai"), s.v("Students", "history")))]
NUM = "."
INTRO = ["Five students live in five rooms in a row along one corridor of Harlow Hall, numbered 1 to 5 from left to right. Each has a different major, keeps a different plant on the windowsill and has a different favorite drink."]
OUTRO = []
REMARKS = INTRO + OUTRO
