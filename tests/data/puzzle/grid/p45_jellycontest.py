F, L, J, P = "First names", "Last names", "Jellies", "Places"
CATEGORIES = [
    (F, ["Edna", "Faye", "Gloria", "Hazel"]),
    (L, ["Abbott", "Bristow", "Carver", "Dahl"]),
    (J, ["grape", "mint", "peach", "quince"]),
    (P, ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Edna", "Carver", "mint", "3rd"],
    ["Faye", "Abbott", "peach", "1st"],
    ["Gloria", "Dahl", "grape", "4th"],
    ["Hazel", "Bristow", "quince", "2nd"],
]
CLUES = [
    ("Mrs. Abbott placed higher than the woman who made quince jelly.",
     lambda s: s.n(P, "Abbott") < s.n(P, "quince")),
    ("Gloria, who isn't Mrs. Bristow, finished one place behind the mint jelly.",
     lambda s: not s.same("Gloria", "Bristow") and s.n(P, "Gloria") == s.n(P, "mint") + 1),
    ("Neither Edna nor Mrs. Dahl made the peach jelly.",
     lambda s: not s.same("Edna", "peach") and not s.same("Dahl", "peach") and not s.same("Edna", "Dahl")),
    ("The grape jelly placed last.", lambda s: s.n(P, "grape") == 4),
    ("Mrs. Carver's jelly finished just ahead of Mrs. Dahl's.", lambda s: s.n(P, "Carver") == s.n(P, "Dahl") - 1),
    ("Of Faye and Mrs. Bristow, one made the peach jelly and the other placed second.",
     lambda s: not s.same("Faye", "Bristow") and (
         (s.same("Faye", "peach") and s.same("Bristow", "2nd")) or
         (s.same("Bristow", "peach") and s.same("Faye", "2nd")))),
    ("Hazel's jelly placed higher than Edna's.", lambda s: s.n(P, "Hazel") < s.n(P, "Edna")),
]
NUM = "."
DOT = False
INTRO = ["Four women entered homemade jelly at the Pike County Fair, and the judges ranked the four jars from first place to fourth.",
         "Determine each woman's full name, the kind of jelly she made, and where it placed."]
OUTRO = []
REMARKS = INTRO + OUTRO
