H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = ""
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Doors", ["blue", "green", "red", "white", "yellow"]),
    ("Jobs", ["baker", "farmer", "nurse", "postman", "teacher"]),
    ("Instruments", ["cello", "drums", "flute", "harp", "violin"]),
    ("Birds", ["budgie", "canary", "cockatiel", "finch", "lovebird"]),
]
SOLUTION = [
    ("1", "yellow", "postman", "violin", "budgie"),
    ("2", "blue", "nurse", "drums", "cockatiel"),
    ("3", "red", "teacher", "flute", "finch"),
    ("4", "white", "farmer", "cello", "lovebird"),
    ("5", "green", "baker", "harp", "canary"),
]
CLUES = [
    ("The nurse lives behind the blue door.", lambda s: s.same("nurse", "blue")),
    ("The teacher plays the flute.", lambda s: s.same("teacher", "flute")),
    ("The green door is at the right-hand end of the lane.", lambda s: h(s, "green") == 5),
    ("The postman lives in the first house.", lambda s: h(s, "postman") == 1),
    ("The budgie lives behind the yellow door.", lambda s: s.same("budgie", "yellow")),
    ("The drummer keeps a cockatiel.", lambda s: s.same("drums", "cockatiel")),
    ("The house with the white door is immediately to the right of the house with the red door.", lambda s: h(s, "white") == h(s, "red") + 1),
    ("The flute is played in the middle house.", lambda s: h(s, "flute") == 3),
    ("The harpist lives next to the farmer.", lambda s: nextto(s, "harp", "farmer")),
    ("The cello player keeps a lovebird.", lambda s: s.same("cello", "lovebird")),
    ("The baker lives next to the house with the lovebird.", lambda s: nextto(s, "baker", "lovebird")),
    ("The violinist lives next door to the nurse.", lambda s: nextto(s, "violin", "nurse")),
    ("The finch is not kept behind the white door.", lambda s: not s.same("finch", "white")),
    ("The canary belongs to the baker.", lambda s: s.same("canary", "baker")),
    ("The postman keeps a budgie.", lambda s: s.same("postman", "budgie")),
    ("The farmer lives behind the white door.", lambda s: s.same("farmer", "white")),
]
QUESTIONS = [("Who plays the cello?", lambda s: s.v("Jobs", "cello")),
             ("Which bird does the teacher keep?", lambda s: s.v("Birds", "teacher"))]
OUTRO = ["The houses in the lane are numbered 1 to 5 from left to right."]
REMARKS = OUTRO
