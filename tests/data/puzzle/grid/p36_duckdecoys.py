P = "Scores"
CATEGORIES = [
    ("Carvers", ["Amos", "Clyde", "Dewey", "Floyd", "Virgil"]),
    ("Ducks", ["canvasback", "mallard", "pintail", "teal", "wood duck"]),
    ("Woods", ["balsa", "basswood", "cedar", "pine", "tupelo"]),
    ("Scores", ["82", "85", "88", "91", "94"], [82, 85, 88, 91, 94]),
]
SOLUTION = [
    ["Amos", "pintail", "cedar", "88"],
    ["Clyde", "mallard", "tupelo", "94"],
    ["Dewey", "teal", "pine", "82"],
    ["Floyd", "wood duck", "basswood", "91"],
    ["Virgil", "canvasback", "balsa", "85"],
]
CLUES = [
    ("The mallard, which was carved from tupelo, scored higher than any other decoy.",
     lambda s: s.same("mallard", "tupelo") and s.n(P, "mallard") == 94),
    ("Dewey's decoy scored 3 points lower than the canvasback.",
     lambda s: s.n(P, "Dewey") == s.n(P, "canvasback") - 3),
    ("Of the pintail and Floyd's decoy, one was carved from cedar and the other scored 91 points.",
     lambda s: not s.same("pintail", "Floyd") and (
         (s.same("pintail", "cedar") and s.same("Floyd", "91")) or
         (s.same("Floyd", "cedar") and s.same("pintail", "91")))),
    ("The basswood decoy scored 3 points more than the one carved by Amos.",
     lambda s: s.n(P, "basswood") == s.n(P, "Amos") + 3),
    ("Neither Virgil nor Amos carved the teal, and Virgil's decoy wasn't made of pine.",
     lambda s: not s.same("Virgil", "teal") and not s.same("Amos", "teal") and not s.same("Virgil", "pine")),
    ("The pine decoy scored lower than the balsa one.", lambda s: s.n(P, "pine") < s.n(P, "balsa")),
    ("Clyde's decoy outscored Floyd's.", lambda s: s.n(P, "Clyde") > s.n(P, "Floyd")),
    ("The teal scored the fewest points of all, 3 fewer than Virgil's decoy.",
     lambda s: s.n(P, "teal") == 82 and s.n(P, "Virgil") == 85),
]
QUESTIONS = [("Who carved the wood duck?", lambda s: s.v("Carvers", "wood duck"))]
NUM = "."
DOT = False
INTRO = ["Five men entered hand-carved decoys in the decoy contest at the Chesapeake Waterfowl Festival. Each carved a different kind of duck from a different wood, and the judges gave each decoy a different score out of 100."]
OUTRO = []
REMARKS = INTRO + OUTRO
