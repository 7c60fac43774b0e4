S = "Scores"
CATEGORIES = [
    ("Campers", ["Leo", "Maya", "Nell", "Otto"]),
    ("Languages", ["Java", "Python", "Ruby", "Swift"]),
    ("Projects", ["calculator", "game", "quiz app", "website"]),
    ("Scores", ["70%", "75%", "80%", "85%"], [70, 75, 80, 85]),
]
SOLUTION = [
    ["Leo", "Swift", "game", "85%"],
    ["Maya", "Python", "website", "75%"],
    ["Nell", "Java", "calculator", "70%"],
    ["Otto", "Ruby", "quiz app", "80%"],
]
CLUES = [
    ("The camper who built the game scored the highest.", lambda s: s.n(S, "game") == 85),
    ("Maya scored 5 points higher than Nell.", lambda s: s.n(S, "Maya") == s.n(S, "Nell") + 5),
    ("The Ruby project scored 10 points more than the Java project.", lambda s: s.n(S, "Ruby") == s.n(S, "Java") + 10),
    ("The website was written in neither Swift nor Java.", lambda s: not s.same("website", "Swift") and not s.same("website", "Java")),
    ("Otto didn't build the calculator.", lambda s: not s.same("Otto", "calculator")),
    ("The Python project scored lower than the quiz app.", lambda s: s.n(S, "Python") < s.n(S, "quiz app")),
    ("Nell's project wasn't the website.", lambda s: not s.same("Nell", "website")),
    ("Leo scored 10 points higher than Maya.", lambda s: s.n(S, "Leo") == s.n(S, "Maya") + 10),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
