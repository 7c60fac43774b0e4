B = "Beads"
CATEGORIES = [
    ("Campers", ["Alba", "Bram", "Cass", "Dara"]),
    ("Colours", ["orange", "pink", "purple", "teal"]),
    ("Beads", ["14 beads", "16 beads", "18 beads", "20 beads"], [14, 16, 18, 20]),
    ("Cabins", ["Birch", "Cedar", "Maple", "Willow"]),
]
SOLUTION = [
    ["Alba", "teal", "18 beads", "Cedar"],
    ["Bram", "orange", "14 beads", "Willow"],
    ["Cass", "pink", "20 beads", "Maple"],
    ["Dara", "purple", "16 beads", "Birch"],
]
CLUES = [
    ("Cass used the most beads.", lambda s: s.n(B, "Cass") == 20),
    ("The camper from Willow cabin used 4 fewer beads than Alba.", lambda s: s.n(B, "Willow") == s.n(B, "Alba") - 4),
    ("The purple bracelet has 2 more beads than the orange one.", lambda s: s.n(B, "purple") == s.n(B, "orange") + 2),
    ("Bram used 2 fewer beads than Dara.", lambda s: s.n(B, "Bram") == s.n(B, "Dara") - 2),
    ("Neither Alba nor Dara sleeps in Maple cabin.", lambda s: not s.same("Alba", "Maple") and not s.same("Dara", "Maple")),
    ("The pink bracelet wasn't made by the camper from Birch.", lambda s: not s.same("pink", "Birch")),
    ("Dara isn't in Cedar cabin.", lambda s: not s.same("Dara", "Cedar")),
    ("The teal bracelet has more beads than the orange one but fewer than the pink one.",
     lambda s: s.n(B, "orange") < s.n(B, "teal") < s.n(B, "pink")),
]
QUESTIONS = [("Which cabin is Bram in?", lambda s: s.v("Cabins", "Bram"))]
NUM = "."
DOT = False
INTRO = ["On the last evening of summer camp, four campers from different cabins each made a friendship bracelet in a different colour, using a different number of beads."]
OUTRO = []
REMARKS = INTRO + OUTRO
