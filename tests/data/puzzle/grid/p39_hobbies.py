D = "Days"
CATEGORIES = [
    ("Friends", ["Paula", "Quentin", "Rita", "Simon", "Tessa"]),
    ("Hobbies", ["knitting", "fishing", "chess", "painting", "baking"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
    ("Transport", ["bus", "bike", "car", "on foot", "train"]),
]
SOLUTION = [
    ["Paula", "painting", "Wednesday", "bus"],
    ["Quentin", "chess", "Monday", "on foot"],
    ["Rita", "knitting", "Friday", "car"],
    ["Simon", "fishing", "Tuesday", "bike"],
    ["Tessa", "baking", "Thursday", "train"],
]
CLUES = [
    ("The chess club meets on Monday, and its member walks there.",
     lambda s: s.n(D, "chess") == 1 and s.same("chess", "on foot")),
    ("Simon goes to his club the day after Quentin goes to his.", lambda s: s.n(D, "Simon") == s.n(D, "Quentin") + 1),
    ("Rita, who drives, goes later in the week than both Paula and the friend who bakes.",
     lambda s: s.same("Rita", "car") and s.n(D, "Rita") > s.n(D, "Paula") and s.n(D, "Rita") > s.n(D, "baking")),
    ("The painter takes the bus and goes the day before the friend who takes the train.",
     lambda s: s.same("painting", "bus") and s.n(D, "painting") == s.n(D, "train") - 1),
    ("Tessa doesn't paint or knit.", lambda s: not s.same("Tessa", "painting") and not s.same("Tessa", "knitting")),
    ("Neither Paula nor Simon plays chess.", lambda s: not s.same("Paula", "chess") and not s.same("Simon", "chess")),
    ("The angler cycles to the fishing club, which meets on Tuesday.", lambda s: s.same("fishing", "bike") and s.n(D, "fishing") == 2),
    ("Simon is not the one who bakes.", lambda s: not s.same("Simon", "baking")),
    ("The knitting club meets on Friday, and Quentin walks to his.",
     lambda s: s.n(D, "knitting") == 5 and s.same("Quentin", "on foot")),
]
QUESTIONS = [("Which hobby is Tessa's?", lambda s: s.v("Hobbies", "Tessa")),
             ("On which day does Rita go to her club?", lambda s: s.v("Days", "Rita"))]
NUM = "."
DOT = False
INTRO = ["Five friends each belong to a different hobby club. The clubs meet on different weekdays, and each friend gets there a different way."]
OUTRO = []
REMARKS = INTRO + OUTRO
