H = "Almshouses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Almshouses", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Ada", "Bertha", "Clara", "Dora", "Elsie"]),
    ("Former trades", ["cook", "governess", "laundress", "milliner", "seamstress"]),
    ("Window plants", ["aspidistra", "cactus", "fern", "geranium", "violet"]),
    ("Pastimes", ["crochet", "crosswords", "knitting", "patience", "wireless"]),
]
SOLUTION = [
    ["1", "Clara", "cook", "aspidistra", "wireless"],
    ["2", "Ada", "governess", "fern", "patience"],
    ["3", "Elsie", "laundress", "geranium", "knitting"],
    ["4", "Bertha", "milliner", "violet", "crochet"],
    ["5", "Dora", "seamstress", "cactus", "crosswords"],
]
CLUES = [
    ("There are five almshouses in a row facing the green.", lambda s: True),
    ("Ada was once a governess.", lambda s: s.same("Ada", "governess")),
    ("The former laundress lives in the middle almshouse.", lambda s: s.n(H, "laundress") == 3),
    ("The geranium stands in the window of the woman who knits.", lambda s: s.same("geranium", "knitting")),
    ("Clara lives at the left-hand end of the row.", lambda s: s.n(H, "Clara") == 1),
    ("The milliner lives immediately to the right of the laundress.", lambda s: s.n(H, "milliner") == s.n(H, "laundress") + 1),
    ("The woman who listens to the wireless lives next door to the fern.", lambda s: near(s, "wireless", "fern")),
    ("Dora does the crosswords.", lambda s: s.same("Dora", "crosswords")),
    ("Bertha keeps a violet on her windowsill and lives next door to the seamstress.",
     lambda s: s.same("Bertha", "violet") and near(s, "Bertha", "seamstress")),
    ("The former cook lives next door to the woman who plays patience.", lambda s: near(s, "cook", "patience")),
    ("The seamstress grows a cactus.", lambda s: s.same("seamstress", "cactus")),
    ("The aspidistra is in Clara's window.", lambda s: s.same("aspidistra", "Clara")),
    ("The woman who does crochet lives next door to the one who knits.", lambda s: near(s, "crochet", "knitting")),
    ("Clara lives next door to Ada.", lambda s: near(s, "Clara", "Ada")),
]
QUESTIONS = [("Who plays patience? Which of the women was a seamstress?",
              lambda s: (s.v("Residents", "patience"), s.v("Residents", "seamstress")))]
NUM = "."
DOT = True
INTRO = ["Five elderly women live in the five almshouses on Church Green, numbered 1 to 5 from left to right. "
         "Each followed a different trade, keeps a different plant in her window and has a different favourite pastime."]
OUTRO = []
REMARKS = INTRO + OUTRO
