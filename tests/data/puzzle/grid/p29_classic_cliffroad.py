# An Einstein-riddle retelling: five houses in a row, numbered 1 to 5 from left
# to right as seen from the road (the introduction says so).
H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Fenella", "Gideon", "Harriet", "Ivo", "Juniper"]),
    ("Doors", ["black", "blue", "green", "red", "yellow"]),
    ("Instruments", ["banjo", "cello", "drums", "flute", "harp"]),
    ("Pets", ["budgie", "goat", "hamster", "rabbit", "snake"]),
    ("Hobbies", ["baking", "chess", "fishing", "knitting", "pottery"]),
]
SOLUTION = [
    ["1", "Ivo", "green", "drums", "rabbit", "fishing"],
    ["2", "Harriet", "blue", "cello", "snake", "chess"],
    ["3", "Gideon", "red", "flute", "budgie", "baking"],
    ["4", "Juniper", "black", "harp", "hamster", "pottery"],
    ["5", "Fenella", "yellow", "banjo", "goat", "knitting"],
]
CLUES = [
    ("Gideon lives behind the red door.", lambda s: s.same("Gideon", "red")),
    ("Harriet keeps a snake.", lambda s: s.same("Harriet", "snake")),
    ("The cellist's front door is blue.", lambda s: s.same("cello", "blue")),
    ("Ivo's hobby is fishing.", lambda s: s.same("Ivo", "fishing")),
    ("The blue door is immediately to the right of the green door.",
     lambda s: s.n(H, "blue") == s.n(H, "green") + 1),
    ("The flute player's hobby is baking.", lambda s: s.same("flute", "baking")),
    ("The baker lives in the middle house.", lambda s: s.n(H, "baking") == 3),
    ("The knitter lives next door to the hamster's owner.", lambda s: near(s, "knitting", "hamster")),
    ("The drummer lives next door to the snake's owner.", lambda s: near(s, "drums", "snake")),
    ("The potter keeps a hamster.", lambda s: s.same("pottery", "hamster")),
    ("Fenella plays the banjo.", lambda s: s.same("Fenella", "banjo")),
    ("The budgie lives behind the red door.", lambda s: s.same("budgie", "red")),
    ("The rabbit belongs to the drummer.", lambda s: s.same("rabbit", "drums")),
    ("The black door is somewhere to the left of the yellow door.", lambda s: s.n(H, "black") < s.n(H, "yellow")),
    ("Gideon lives next door to Harriet.", lambda s: near(s, "Gideon", "Harriet")),
    ("The knitter lives at one end of the row.", lambda s: s.n(H, "knitting") in (1, 5)),
    ("The banjo player's door is yellow.", lambda s: s.same("banjo", "yellow")),
]
QUESTIONS = [("Who plays the harp?", lambda s: s.v("Residents", "harp")),
             ("Who owns the goat?", lambda s: s.v("Residents", "goat"))]
NUM = None
DOT = False
INTRO = ["Five friends live in a row of five houses on Cliff Road, numbered 1 to 5 from left to right as seen from the road. Each house has a different color of front door, and each friend plays a different instrument, keeps a different pet and has a different hobby."]
OUTRO = []
REMARKS = INTRO + OUTRO
