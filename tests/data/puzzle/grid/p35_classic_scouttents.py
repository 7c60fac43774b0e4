T = "Tents"
def near(s, a, b):
    return abs(s.n(T, a) - s.n(T, b)) == 1
CATEGORIES = [
    ("Tents", ["1", "2", "3", "4"]),
    ("Scouts", ["Hugh", "Kit", "Rory", "Sami"]),
    ("Colors", ["green", "orange", "red", "yellow"]),
    ("Badges", ["compass", "cooking", "first aid", "knots"]),
    ("Snacks", ["apples", "jerky", "marshmallows", "trail mix"]),
]
SOLUTION = [
    ["1", "Kit", "orange", "compass", "jerky"],
    ["2", "Rory", "green", "first aid", "apples"],
    ["3", "Hugh", "yellow", "cooking", "marshmallows"],
    ["4", "Sami", "red", "knots", "trail mix"],
]
CLUES = [
    ("There are four tents in a row along the creek.", lambda s: True),
    ("Hugh sleeps in the yellow tent.", lambda s: s.same("Hugh", "yellow")),
    ("The scout who earned the knots badge brought trail mix.", lambda s: s.same("knots", "trail mix")),
    ("The green tent is immediately to the left of the yellow tent.", lambda s: s.n(T, "green") == s.n(T, "yellow") - 1),
    ("Kit's tent is the first in the row.", lambda s: s.n(T, "Kit") == 1),
    ("The marshmallows are in the third tent.", lambda s: s.n(T, "marshmallows") == 3),
    ("The scout with the compass badge is in the tent next to the green one.", lambda s: near(s, "compass", "green")),
    ("Rory earned the first aid badge.", lambda s: s.same("Rory", "first aid")),
    ("The jerky is in the orange tent.", lambda s: s.same("jerky", "orange")),
    ("Sami's tent is next to Hugh's.", lambda s: near(s, "Sami", "Hugh")),
    ("The red tent isn't Rory's.", lambda s: not s.same("red", "Rory")),
    ("Rory's tent is green.", lambda s: s.same("Rory", "green")),
    ("The cooking badge was earned by the scout in the yellow tent.", lambda s: s.same("cooking", "yellow")),
]
QUESTIONS = [("Who brought the apples? Who earned the cooking badge?",
              lambda s: (s.v("Scouts", "apples"), s.v("Scouts", "cooking")))]
NUM = None
DOT = False
INTRO = []
OUTRO = ["The tents are numbered 1 to 4 from left to right as you face them from the creek."]
REMARKS = INTRO + OUTRO
