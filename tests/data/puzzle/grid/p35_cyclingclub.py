S = "Speeds"
CATEGORIES = [
    ("Riders", ["Brooke", "Caleb", "Dmitri", "Lena", "Omar"]),
    ("Speeds", ["14 mph", "15 mph", "17 mph", "18 mph", "21 mph"], [14, 15, 17, 18, 21]),
    ("Bikes", ["Bianchi", "Cannondale", "Giant", "Specialized", "Trek"]),
    ("Routes", ["Canal Loop", "Hill Road", "Lake Trail", "Mill Path", "River Run"]),
]
SOLUTION = [
    ["Brooke", "18 mph", "Trek", "Hill Road"],
    ["Caleb", "14 mph", "Giant", "Lake Trail"],
    ["Dmitri", "21 mph", "Bianchi", "River Run"],
    ["Lena", "15 mph", "Cannondale", "Mill Path"],
    ["Omar", "17 mph", "Specialized", "Canal Loop"],
]
CLUES = [
    ("The rider on the Bianchi averaged the highest speed.", lambda s: s.n(S, "Bianchi") == 21),
    ("Brooke rode 3 mph faster than Lena.", lambda s: s.n(S, "Brooke") == s.n(S, "Lena") + 3),
    ("The Giant rider was slower than the rider who took the Canal Loop.", lambda s: s.n(S, "Giant") < s.n(S, "Canal Loop")),
    ("Of Omar and the Hill Road rider, one rode a Trek and the other averaged 17 mph.",
     lambda s: not s.same("Omar", "Hill Road") and (
         (s.same("Omar", "Trek") and s.same("Hill Road", "17 mph")) or
         (s.same("Hill Road", "Trek") and s.same("Omar", "17 mph")))),
    ("The Lake Trail rider didn't average 15 mph.", lambda s: not s.same("Lake Trail", "15 mph")),
    ("Neither Caleb nor Lena rode the River Run.", lambda s: not s.same("Caleb", "River Run") and not s.same("Lena", "River Run")),
    ("Dmitri's speed wasn't 4 mph more than the Trek rider's.", lambda s: s.n(S, "Dmitri") != s.n(S, "Trek") + 4),
    ("The rider on the Cannondale is either Lena or the one who took the Lake Trail.",
     lambda s: (s.same("Cannondale", "Lena") or s.same("Cannondale", "Lake Trail")) and not s.same("Lena", "Lake Trail")),
    ("Caleb rode more slowly than everyone else.", lambda s: s.n(S, "Caleb") == 14),
    ("The Mill Path rider averaged 15 mph.", lambda s: s.same("Mill Path", "15 mph")),
    ("Dmitri rode the River Run.", lambda s: s.same("Dmitri", "River Run")),
    ("The Giant rider took the Lake Trail.", lambda s: s.same("Giant", "Lake Trail")),
    ("Caleb's ride wasn't on the Hill Road.", lambda s: not s.same("Caleb", "Hill Road")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
