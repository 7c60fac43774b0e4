PL = "Plots"
PT = "Points"
CATEGORIES = [
    ("Ploughmen", ["Amos", "Billy", "Clem", "Dick"]),
    ("Horses", ["Boxer", "Captain", "Duke", "Samson"]),
    ("Plots", ["plot 1", "plot 2", "plot 3", "plot 4"]),
    ("Farms", ["Elm Farm", "Glebe Farm", "Hill Farm", "Low Farm"]),
    ("Points", ["64", "71", "77", "82"], [64, 71, 77, 82]),
]
SOLUTION = [
    ["Amos", "Samson", "plot 3", "Glebe Farm", "82"],
    ["Billy", "Captain", "plot 1", "Low Farm", "64"],
    ["Clem", "Boxer", "plot 4", "Elm Farm", "71"],
    ["Dick", "Duke", "plot 2", "Hill Farm", "77"],
]
CLUES = [
    ("The ploughman from Glebe Farm won the class, and his plot was next to Clem's.",
     lambda s: s.n(PT, "Glebe Farm") == 82 and abs(s.n(PL, "Glebe Farm") - s.n(PL, "Clem")) == 1),
    ("Billy, who worked plot 1, scored the fewest points.",
     lambda s: s.same("Billy", "plot 1") and s.n(PT, "Billy") == 64),
    ("Duke was ploughing on plot 2.", lambda s: s.same("Duke", "plot 2")),
    ("The man from Hill Farm scored 6 points more than Clem.",
     lambda s: s.n(PT, "Hill Farm") == s.n(PT, "Clem") + 6),
    ("Samson was not driven by the man from Elm Farm.", lambda s: not s.same("Samson", "Elm Farm")),
    ("Captain's ploughman farms at Low Farm.", lambda s: s.same("Captain", "Low Farm")),
    ("Amos didn't plough plot 4.", lambda s: not s.same("Amos", "plot 4")),
    ("Dick, who wasn't driving Samson, came from Hill Farm.",
     lambda s: not s.same("Dick", "Samson") and s.same("Dick", "Hill Farm")),
    ("Boxer pulled the plough for Clem.", lambda s: s.same("Boxer", "Clem")),
]
NUM = "."
DOT = False
INTRO = ["Straight Furrows",
         "Four ploughmen entered the horse-drawn class at the Fenby ploughing match. "
         "Each came from a different farm, worked a different numbered plot behind a different horse, and was awarded a different number of points."]
OUTRO = ["Plots are numbered in a line along the headland, so plot 2 is next to plots 1 and 3."]
REMARKS = INTRO + OUTRO
