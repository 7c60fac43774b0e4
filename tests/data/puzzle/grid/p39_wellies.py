CATEGORIES = [
    ("Children", ["Ivy", "Jack", "Kai", "Lola"]),
    ("Wellies", ["red", "yellow", "green", "blue"]),
    ("Raincoats", ["striped", "spotted", "plain", "checked"]),
    ("Hats", ["beanie", "cap", "sou'wester", "bobble hat"]),
]
SOLUTION = [
    ["Ivy", "yellow", "checked", "cap"],
    ["Jack", "blue", "spotted", "sou'wester"],
    ["Kai", "red", "plain", "bobble hat"],
    ["Lola", "green", "striped", "beanie"],
]
CLUES = [
    ("The child in the sou'wester wore blue wellies and a spotted raincoat.",
     lambda s: s.same("sou'wester", "blue") and s.same("sou'wester", "spotted")),
    ("Lola's raincoat is striped, but her wellies aren't red.",
     lambda s: s.same("Lola", "striped") and not s.same("Lola", "red")),
    ("Neither Ivy nor the child in red wellies wore a beanie.",
     lambda s: not s.same("Ivy", "beanie") and not s.same("red", "beanie")),
    ("Kai, who wore the bobble hat, did not have a checked raincoat.",
     lambda s: s.same("Kai", "bobble hat") and not s.same("Kai", "checked")),
    ("The checked raincoat went with yellow wellies.", lambda s: s.same("checked", "yellow")),
    ("Jack wasn't in the cap, and Ivy's wellies weren't blue.", lambda s: not s.same("Jack", "cap") and not s.same("Ivy", "blue")),
]
QUESTIONS = [("What colour were Kai's wellies?", lambda s: s.v("Wellies", "Kai"))]
NUM = None
DOT = False
INTRO = ["Four children splashed home from school in the rain, each in different wellies, a different raincoat and a different hat."]
OUTRO = []
REMARKS = INTRO + OUTRO
