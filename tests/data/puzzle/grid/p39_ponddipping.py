T = "Times"
CATEGORIES = [
    ("Children", ["Kira", "Leo", "Mona", "Ned"]),
    ("Creatures", ["newt", "water boatman", "frog", "pond snail"]),
    ("Containers", ["jam jar", "tub", "bucket", "tray"]),
    ("Times", ["10:00", "10:15", "10:30", "10:45"], [600, 615, 630, 645]),
]
SOLUTION = [
    ["Kira", "frog", "bucket", "10:30"],
    ["Leo", "pond snail", "jam jar", "10:00"],
    ["Mona", "newt", "tray", "10:45"],
    ["Ned", "water boatman", "tub", "10:15"],
]
CLUES = [
    ("The first catch of the morning was a pond snail, which went in the jam jar.",
     lambda s: s.n(T, "pond snail") == 600 and s.same("pond snail", "jam jar")),
    ("Mona caught the newt half an hour after Ned's catch.",
     lambda s: s.same("Mona", "newt") and s.n(T, "Mona") == s.n(T, "Ned") + 30),
    ("The frog was put in the bucket, but not by Ned.",
     lambda s: s.same("frog", "bucket") and not s.same("Ned", "frog")),
    ("Leo's catch came earlier than Kira's, and he didn't use the tub.",
     lambda s: s.n(T, "Leo") < s.n(T, "Kira") and not s.same("Leo", "tub")),
    ("Ned didn't make the first catch, and the newt went in the tray.",
     lambda s: s.n(T, "Ned") != 600 and s.same("newt", "tray")),
]
QUESTIONS = [("What did Ned catch?", lambda s: s.v("Creatures", "Ned"))]
NUM = "."
DOT = False
INTRO = ["On a pond-dipping morning four children each caught a different creature and put it in a different container. The catches came a quarter of an hour apart, from 10:00 to 10:45."]
OUTRO = []
REMARKS = INTRO + OUTRO
