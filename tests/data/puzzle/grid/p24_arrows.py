# British: a pub darts league with players' nicknames; bare averages, dart weights in grams.
A = "Averages"
WT = "Darts"
CATEGORIES = [
    ("Players", ["Dot", "Lorraine", "Mick", "Vince"]),
    ("Nicknames", ["The Hammer", "The Magpie", "The Owl", "The Viper"]),
    ("Pubs", ["the Crown", "the Feathers", "the Greyhound", "the Wheatsheaf"]),
    ("Averages", ["48", "53", "57", "62"], [48, 53, 57, 62]),
    ("Darts", ["18 g", "20 g", "22 g", "24 g"], [18, 20, 22, 24]),
]
SOLUTION = [
    ["Dot", "The Magpie", "the Feathers", "57", "20 g"],
    ["Lorraine", "The Viper", "the Crown", "62", "18 g"],
    ["Mick", "The Hammer", "the Wheatsheaf", "48", "24 g"],
    ["Vince", "The Owl", "the Greyhound", "53", "22 g"],
]
CLUES = [
    ("The Viper has the best average of the four and throws the lightest darts.",
     lambda s: s.n(A, "The Viper") == 62 and s.n(WT, "The Viper") == 18),
    ("Mick, known as The Hammer, throws darts 2 g heavier than Vince's.",
     lambda s: s.same("Mick", "The Hammer") and s.n(WT, "Mick") == s.n(WT, "Vince") + 2),
    ("Dot's average is 4 higher than Vince's.", lambda s: s.n(A, "Dot") == s.n(A, "Vince") + 4),
    ("The player from the Crown averages 5 more than the player from the Feathers.",
     lambda s: s.n(A, "the Crown") == s.n(A, "the Feathers") + 5),
    ("The Owl doesn't play for the Wheatsheaf, and nor does Dot.",
     lambda s: not s.same("The Owl", "the Wheatsheaf") and not s.same("Dot", "the Wheatsheaf")),
    ("Dot isn't The Owl, and her darts weigh 20 g.", lambda s: not s.same("Dot", "The Owl") and s.n(WT, "Dot") == 20),
    ("Lorraine's darts are lighter than Dot's.", lambda s: s.n(WT, "Lorraine") < s.n(WT, "Dot")),
    ("The Greyhound's player throws 22 g darts.", lambda s: s.same("the Greyhound", "22 g")),
]
QUESTIONS = [("Which player is known as The Magpie?", lambda s: s.v("Players", "The Magpie"))]
NUM = "."
DOT = False
INTRO = ["Four players in the Friday darts league each go by a nickname and each play for a different pub. They have different three-dart averages and throw darts of different weights."]
OUTRO = []
REMARKS = INTRO + OUTRO
