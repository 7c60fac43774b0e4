T = "Temperatures"
D = "Days"
CATEGORIES = [
    ("Potters", ["Agnes", "Bruno", "Cleo", "Dmitri", "Elspeth"]),
    ("Pieces", ["bowl", "jug", "plate", "teapot", "vase"]),
    ("Glazes", ["ash", "celadon", "honey", "shino", "tenmoku"]),
    ("Temperatures", ["1180°C", "1200°C", "1220°C", "1240°C", "1260°C"], [1180, 1200, 1220, 1240, 1260]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
]
SOLUTION = [
    ["Agnes", "vase", "celadon", "1260°C", "Thursday"],
    ["Bruno", "bowl", "tenmoku", "1200°C", "Monday"],
    ["Cleo", "teapot", "honey", "1180°C", "Wednesday"],
    ["Dmitri", "plate", "ash", "1240°C", "Friday"],
    ["Elspeth", "jug", "shino", "1220°C", "Tuesday"],
]
CLUES = [
    ("The hottest firing was for the vase, which was glazed in neither tenmoku nor ash.",
     lambda s: s.n(T, "vase") == 1260 and not s.same("vase", "tenmoku") and not s.same("vase", "ash")),
    ("Bruno's piece was fired 20 degrees hotter than Cleo's.", lambda s: s.n(T, "Bruno") == s.n(T, "Cleo") + 20),
    ("The teapot went into the kiln two days after the tenmoku piece.", lambda s: s.n(D, "teapot") == s.n(D, "tenmoku") + 2),
    ("Elspeth fired her piece the day after Bruno fired his.", lambda s: s.n(D, "Elspeth") == s.n(D, "Bruno") + 1),
    ("The shino piece, which wasn't Dmitri's, was fired 20 degrees cooler than the ash one.",
     lambda s: not s.same("shino", "Dmitri") and s.n(T, "shino") == s.n(T, "ash") - 20),
    ("Of Agnes and the potter who made the plate, one used celadon and the other fired on Friday.",
     lambda s: not s.same("Agnes", "plate") and (
         (s.same("Agnes", "celadon") and s.same("plate", "Friday")) or
         (s.same("plate", "celadon") and s.same("Agnes", "Friday")))),
    ("Dmitri fired later in the week than Agnes.", lambda s: s.n(D, "Dmitri") > s.n(D, "Agnes")),
    ("The jug wasn't made by Cleo or by Bruno.", lambda s: not s.same("jug", "Cleo") and not s.same("jug", "Bruno")),
    ("Neither the bowl nor the jug was glazed with honey.", lambda s: not s.same("bowl", "honey") and not s.same("jug", "honey")),
    ("Cleo, who made the teapot, fired earlier in the week than Agnes.",
     lambda s: s.same("Cleo", "teapot") and s.n(D, "Cleo") < s.n(D, "Agnes")),
    ("The coolest firing took place on Wednesday.", lambda s: s.n(D, "1180°C") == 3),
]
QUESTIONS = [("Which glaze did Elspeth use?", lambda s: s.v("Glazes", "Elspeth")),
             ("Who made the bowl?", lambda s: s.v("Potters", "bowl"))]
NUM = "."
DOT = False
INTRO = ["Five potters sharing a studio each fired one glazed piece in the kiln last week, one potter a day from Monday to Friday, and each firing reached a different top temperature."]
OUTRO = []
REMARKS = INTRO + OUTRO
