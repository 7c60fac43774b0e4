C = "Break scores"
R = "Finishes"
CATEGORIES = [
    ("Players", ["Gabe", "Holly", "Irv", "Jill", "Kent"]),
    ("Snacks", ["brownies", "nachos", "pretzels", "sliders", "wings"]),
    ("Break scores", ["1200 points", "1800 points", "2400 points", "3000 points", "3600 points"], [1200, 1800, 2400, 3000, 3600]),
    ("Finishes", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Gabe", "wings", "2400 points", "2nd"],
    ["Holly", "pretzels", "3600 points", "4th"],
    ["Irv", "sliders", "1200 points", "1st"],
    ["Jill", "nachos", "3000 points", "3rd"],
    ["Kent", "brownies", "1800 points", "5th"],
]
CLUES = [
    ("The player with the highest score at the break finished 4th.", lambda s: s.n(R, "3600 points") == 4),
    ("Irv had the lowest score at the break but went on to win.",
     lambda s: s.n(C, "Irv") == 1200 and s.n(R, "Irv") == 1),
    ("The player who brought nachos had 600 more points at the break than Gabe.",
     lambda s: s.n(C, "nachos") == s.n(C, "Gabe") + 600),
    ("Kent finished 3 places behind Gabe.", lambda s: s.n(R, "Kent") == s.n(R, "Gabe") + 3),
    ("Of the player who brought brownies and Holly, one finished last and the other had 3600 points at the break.",
     lambda s: not s.same("brownies", "Holly") and (
         (s.n(R, "brownies") == 5 and s.same("Holly", "3600 points")) or
         (s.n(R, "Holly") == 5 and s.same("brownies", "3600 points")))),
    ("The player who brought pretzels finished 3 places behind Irv.",
     lambda s: s.n(R, "pretzels") == s.n(R, "Irv") + 3),
    ("Gabe had 600 more points at the break than Kent.", lambda s: s.n(C, "Gabe") == s.n(C, "Kent") + 600),
    ("Jill finished somewhat ahead of Holly.", lambda s: s.n(R, "Jill") < s.n(R, "Holly")),
    ("The player who brought the wings finished one place ahead of Jill.",
     lambda s: s.n(R, "wings") == s.n(R, "Jill") - 1),
]
QUESTIONS = [("Who brought the sliders?", lambda s: s.v("Players", "sliders")), ("Where did Holly finish?", lambda s: s.v("Finishes", "Holly"))]
NUM = None
DOT = False
INTRO = ["Five friends played a mahjong tournament, and each brought a different snack."]
OUTRO = ["Break scores are the points each player had at the break."]
REMARKS = INTRO + OUTRO
