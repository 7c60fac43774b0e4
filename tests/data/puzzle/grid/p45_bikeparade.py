F, L, D, P = "First names", "Last names", "Decorations", "Places in line"
CATEGORIES = [
    (F, ["Molly", "Nate", "Olive", "Pete", "Rosie"]),
    (L, ["Bates", "Corbin", "Draper", "Ellis", "Finch"]),
    (D, ["balloons", "crepe paper", "flags", "playing cards", "streamers"]),
    (P, ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Molly", "Finch", "streamers", "2nd"],
    ["Nate", "Bates", "playing cards", "4th"],
    ["Olive", "Ellis", "balloons", "5th"],
    ["Pete", "Draper", "flags", "1st"],
    ["Rosie", "Corbin", "crepe paper", "3rd"],
]
CLUES = [
    ("The Draper boy led the parade.", lambda s: s.n(P, "Draper") == 1),
    ("Molly rode directly behind the child whose bike was decorated with flags.",
     lambda s: s.n(P, "Molly") == s.n(P, "flags") + 1),
    ("The child with balloons rode last, and she isn't Rosie.",
     lambda s: s.n(P, "balloons") == 5 and not s.same("balloons", "Rosie")),
    ("Nate, who isn't Corbin, rode somewhere behind the bike trimmed with crepe paper.",
     lambda s: not s.same("Nate", "Corbin") and s.n(P, "Nate") > s.n(P, "crepe paper")),
    ("The Finch girl rode two places ahead of Nate.", lambda s: s.n(P, "Finch") == s.n(P, "Nate") - 2),
    ("Neither Olive nor Bates used streamers.",
     lambda s: not s.same("Olive", "streamers") and not s.same("Bates", "streamers") and not s.same("Olive", "Bates")),
    ("Pete's bike had flags, and the Ellis girl wasn't in the middle of the line.",
     lambda s: s.same("Pete", "flags") and s.n(P, "Ellis") != 3),
    ("Playing cards clicked in the spokes of the Bates boy's bike.", lambda s: s.same("playing cards", "Bates")),
    ("Rosie rode just ahead of Nate, and Olive rode somewhere behind him.",
     lambda s: s.n(P, "Rosie") == s.n(P, "Nate") - 1 and s.n(P, "Olive") > s.n(P, "Nate")),
    ("Rosie's bike was trimmed with crepe paper.", lambda s: s.same("Rosie", "crepe paper")),
    ("The Ellis girl rode somewhere behind the Bates boy.", lambda s: s.n(P, "Ellis") > s.n(P, "Bates")),
]
NUM = "."
DOT = False
INTRO = ["Five children rode decorated bicycles in single file at the start of the Memorial Day bike parade in Glen Falls.",
         "Find each child's full name, decoration, and place in line (1st is at the front)."]
OUTRO = []
REMARKS = INTRO + OUTRO
