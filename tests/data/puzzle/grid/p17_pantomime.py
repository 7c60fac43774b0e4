N = "Performances"
CATEGORIES = [
    ("Actors", ["Rosa Lindqvist", "Tom Baptiste", "Una Kerr", "Vic Dale", "Wendy Szabo"]),
    ("Pantomimes", ["Aladdin", "Cinderella", "Dick Whittington", "Jack and the Beanstalk", "Mother Goose"]),
    ("Towns", ["Bath", "Crewe", "Derby", "Hull", "York"]),
    ("Performances", ["18", "24", "31", "40", "52"], [18, 24, 31, 40, 52]),
]
SOLUTION = [
    ["Rosa Lindqvist", "Cinderella", "Hull", "24"],
    ["Tom Baptiste", "Mother Goose", "Bath", "52"],
    ["Una Kerr", "Aladdin", "York", "18"],
    ["Vic Dale", "Dick Whittington", "Derby", "40"],
    ["Wendy Szabo", "Jack and the Beanstalk", "Crewe", "31"],
]
CLUES = [
    ("The five actors are Rosa Lindqvist, the one who appeared in Aladdin, the one who was in Derby, the one who gave 31 performances and the one in Mother Goose.",
     lambda s: len({s.e("Rosa Lindqvist"), s.e("Aladdin"), s.e("Derby"), s.e("31"), s.e("Mother Goose")}) == 5),
    ("Mother Goose ran for more performances than any other pantomime.", lambda s: s.n(N, "Mother Goose") == 52),
    ("The actor in Hull gave 6 more performances than the actor in Aladdin.", lambda s: s.n(N, "Hull") == s.n(N, "Aladdin") + 6),
    ("Vic Dale gave 9 more performances than Wendy Szabo.", lambda s: s.n(N, "Vic Dale") == s.n(N, "Wendy Szabo") + 9),
    ("Tom Baptiste spent the season in Bath.", lambda s: s.same("Tom Baptiste", "Bath")),
    ("Una Kerr, who wasn't in Crewe, gave the fewest performances.",
     lambda s: not s.same("Una Kerr", "Crewe") and s.n(N, "Una Kerr") == 18),
    ("Cinderella was staged in neither York nor Crewe.", lambda s: not s.same("Cinderella", "York") and not s.same("Cinderella", "Crewe")),
    ("Dick Whittington played to audiences in Derby.",
     lambda s: s.same("Dick Whittington", "Derby")),
]
QUESTIONS = [("In which town was Jack and the Beanstalk staged?", lambda s: s.v("Towns", "Jack and the Beanstalk"))]
NUM = "."
DOT = False
INTRO = ["Last winter five actors each starred in a different pantomime in a different town, and no two runs were the same length."]
OUTRO = []
REMARKS = INTRO + OUTRO
