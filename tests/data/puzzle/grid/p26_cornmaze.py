Z = "Group sizes"
E = "Entry times"
M = "Minutes"
CATEGORIES = [
    ("Leaders", ["Ashley", "Brent", "Cassie", "Derek"]),
    ("Group sizes", ["3 people", "4 people", "5 people", "6 people"], [3, 4, 5, 6]),
    ("Entry times", ["1:00 PM", "1:20 PM", "1:40 PM", "2:00 PM"], [780, 800, 820, 840]),
    ("Minutes", ["38 minutes", "44 minutes", "51 minutes", "57 minutes"], [38, 44, 51, 57]),
    ("Flags", ["orange", "purple", "red", "yellow"]),
]
SOLUTION = [
    ["Ashley", "5 people", "1:40 PM", "38 minutes", "purple"],
    ["Brent", "3 people", "1:00 PM", "57 minutes", "yellow"],
    ["Cassie", "6 people", "2:00 PM", "44 minutes", "red"],
    ["Derek", "4 people", "1:20 PM", "51 minutes", "orange"],
]
CLUES = [
    ("The smallest group went in first but took the longest to get out.",
     lambda s: s.n(E, "3 people") == 780 and s.n(M, "3 people") == 57),
    ("Cassie's group, which was the largest, entered 20 minutes after Ashley's.",
     lambda s: s.n(Z, "Cassie") == 6 and s.n(E, "Cassie") == s.n(E, "Ashley") + 20),
    ("The group carrying the orange flag took 13 minutes longer than Ashley's group.",
     lambda s: s.n(M, "orange") == s.n(M, "Ashley") + 13),
    ("Derek's group had one more person than Brent's.", lambda s: s.n(Z, "Derek") == s.n(Z, "Brent") + 1),
    ("Neither the yellow flag nor the purple flag was carried by Derek's group.",
     lambda s: not s.same("yellow", "Derek") and not s.same("purple", "Derek")),
    ("The group with the purple flag found the exit fastest.", lambda s: s.n(M, "purple") == 38),
    ("Derek's group went in 20 minutes after Brent's.", lambda s: s.n(E, "Derek") == s.n(E, "Brent") + 20),
    ("Cassie's group spent 7 fewer minutes in the maze than Derek's.", lambda s: s.n(M, "Cassie") == s.n(M, "Derek") - 7),
    ("Brent's group didn't carry the red flag.", lambda s: not s.same("Brent", "red")),
]
NUM = "."
DOT = False
INTRO = [
    "Lost in the Corn Maze",
    "Four groups of friends raced through the corn maze at Hadley Farms one Saturday afternoon in October. Each group had a different leader and a different number of people, carried a different colored flag, entered the maze at a different time, and took a different number of minutes to find the exit. Find each leader's group size, flag, entry time, and time in the maze.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
