W = "Wins"
CATEGORIES = [
    ("Members", ["Agnes", "Bernice", "Harold", "Milton", "Viola"]),
    ("Games", ["canasta", "euchre", "gin rummy", "hearts", "pinochle"]),
    ("Wins", ["2", "4", "6", "8", "10"], [2, 4, 6, 8, 10]),
]
SOLUTION = [
    ["Agnes", "hearts", "6"],
    ["Bernice", "canasta", "10"],
    ["Harold", "pinochle", "4"],
    ["Milton", "euchre", "8"],
    ["Viola", "gin rummy", "2"],
]
CLUES = [
    ("Bernice won more games than anyone else, but not at pinochle or euchre.",
     lambda s: s.n(W, "Bernice") == 10 and not s.same("Bernice", "pinochle") and not s.same("Bernice", "euchre")),
    ("The gin rummy player won the fewest games.", lambda s: s.n(W, "gin rummy") == 2),
    ("Milton won twice as many games as Harold.", lambda s: s.n(W, "Milton") == 2 * s.n(W, "Harold")),
    ("Agnes, who doesn't play euchre, won 2 more games than Harold.",
     lambda s: not s.same("Agnes", "euchre") and s.n(W, "Agnes") == s.n(W, "Harold") + 2),
    ("Harold doesn't play hearts.", lambda s: not s.same("Harold", "hearts")),
    ("The euchre player won more games than the hearts player.", lambda s: s.n(W, "euchre") > s.n(W, "hearts")),
]
QUESTIONS = [("Which game does Harold play?", lambda s: s.v("Games", "Harold"))]
NUM = "."
INTRO = ["Every Tuesday afternoon, five members of the Senior Center card club each play their favorite game. Last month each of them won a different number of games."]
OUTRO = []
REMARKS = INTRO + OUTRO
