R = "Rooms"
def near(s, a, b):
    return abs(s.n(R, a) - s.n(R, b)) == 1
CATEGORIES = [
    ("Rooms", ["101", "102", "103", "104", "105"], [101, 102, 103, 104, 105]),
    ("Students", ["Priya", "Quinn", "Rafael", "Sunny", "Tova"]),
    ("Subjects", ["biology", "chemistry", "history", "law", "music"]),
    ("Instruments", ["cello", "drums", "flute", "guitar", "violin"]),
    ("Snacks", ["apples", "crackers", "grapes", "popcorn", "pretzels"]),
    ("Home states", ["Idaho", "Maine", "Ohio", "Texas", "Utah"]),
]
SOLUTION = [
    ["101", "Priya", "chemistry", "violin", "pretzels", "Ohio"],
    ["102", "Quinn", "history", "drums", "apples", "Texas"],
    ["103", "Rafael", "music", "flute", "popcorn", "Maine"],
    ["104", "Sunny", "law", "guitar", "crackers", "Utah"],
    ["105", "Tova", "biology", "cello", "grapes", "Idaho"],
]
CLUES = [
    ("The chemistry student lives in room 101.", lambda s: s.same("chemistry", "101")),
    ("Quinn plays the drums.", lambda s: s.same("Quinn", "drums")),
    ("The student from Texas lives next door to the violinist.", lambda s: near(s, "Texas", "violin")),
    ("The history student eats apples.", lambda s: s.same("history", "apples")),
    ("The flute player has the middle room.", lambda s: s.n(R, "flute") == 103),
    ("Tova lives in room 105.", lambda s: s.same("Tova", "105")),
    ("The guitarist lives next door to Tova.", lambda s: near(s, "guitar", "Tova")),
    ("The student from Maine eats popcorn.", lambda s: s.same("Maine", "popcorn")),
    ("The law student's room number is one higher than the music student's.",
     lambda s: s.n(R, "law") == s.n(R, "music") + 1),
    ("Sunny is from Utah.", lambda s: s.same("Sunny", "Utah")),
    ("The cellist studies biology.", lambda s: s.same("cello", "biology")),
    ("The guitarist snacks on crackers.", lambda s: s.same("guitar", "crackers")),
    ("Rafael's room is between Quinn's and Sunny's.",
     lambda s: min(s.n(R, "Quinn"), s.n(R, "Sunny")) < s.n(R, "Rafael") < max(s.n(R, "Quinn"), s.n(R, "Sunny"))),
    ("Rafael is from Maine.", lambda s: s.same("Rafael", "Maine")),
    ("The student from Idaho plays the cello.", lambda s: s.same("Idaho", "cello")),
    ("The student from Ohio eats pretzels.", lambda s: s.same("Ohio", "pretzels")),
]
QUESTIONS = [
    ("Who eats the grapes?", lambda s: s.v("Students", "grapes")),
    ("Who is from Ohio?", lambda s: s.v("Students", "Ohio")),
]
NUM = None
DOT = False
INTRO = ["Five students live in five rooms in a row along one side of a corridor, numbered 101 to 105 in order."]
OUTRO = []
REMARKS = INTRO + OUTRO
