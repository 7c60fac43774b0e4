J = "Jerseys"
R = "Runs"
CATEGORIES = [
    ("First names", ["Bud", "Janet", "Mike", "Sheila"]),
    ("Last names", ["Amundsen", "Doyle", "Ferrante", "Quinlan"]),
    ("Positions", ["catcher", "first base", "pitcher", "shortstop"]),
    ("Jerseys", ["3", "8", "14", "21"], [3, 8, 14, 21]),
    ("Runs", ["1 run", "2 runs", "3 runs", "5 runs"], [1, 2, 3, 5]),
]
SOLUTION = [
    ["Bud", "Ferrante", "catcher", "21", "2 runs"],
    ["Janet", "Quinlan", "shortstop", "3", "5 runs"],
    ["Mike", "Amundsen", "first base", "14", "1 run"],
    ["Sheila", "Doyle", "pitcher", "8", "3 runs"],
]
CLUES = [
    ("The shortstop, who wears number 3, drove in the most runs.",
     lambda s: s.same("shortstop", "3") and s.n(R, "shortstop") == 5),
    ("Ferrante drove in one more run than Amundsen.", lambda s: s.n(R, "Ferrante") == s.n(R, "Amundsen") + 1),
    ("Sheila, who isn't Ms. Quinlan, is the pitcher.", lambda s: not s.same("Sheila", "Quinlan") and s.same("Sheila", "pitcher")),
    ("The player wearing number 21 is the catcher.", lambda s: s.same("21", "catcher")),
    ("Mike's jersey number is higher than Sheila's but lower than Bud's.",
     lambda s: s.n(J, "Sheila") < s.n(J, "Mike") < s.n(J, "Bud")),
    ("Neither Janet nor the first baseman is named Doyle.",
     lambda s: not s.same("Janet", "Doyle") and not s.same("first base", "Doyle")),
    ("Bud drove in twice as many runs as Mike.", lambda s: s.n(R, "Bud") == 2 * s.n(R, "Mike")),
]
NUM = "."
DOT = False
INTRO = [
    "Church League Softball",
    "Four players on the First Methodist softball team had big nights in the last game of the season. Each plays a different position, wears a different jersey number, and drove in a different number of runs that night. Find each player's full name, position, jersey number, and runs batted in.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
