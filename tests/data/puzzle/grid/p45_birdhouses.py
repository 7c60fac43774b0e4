F, L, W, P = "First names", "Last names", "Woods", "Prices"
CATEGORIES = [
    (F, ["Ned", "Otis", "Perry", "Roy", "Stu"]),
    (L, ["Kemp", "Lyle", "Mott", "Noble", "Olsen"]),
    (W, ["cedar", "maple", "oak", "pine", "walnut"]),
    (P, ["$4", "$5", "$6", "$7", "$8"], [4, 5, 6, 7, 8]),
]
SOLUTION = [
    ["Ned", "Mott", "oak", "$7"],
    ["Otis", "Kemp", "pine", "$4"],
    ["Perry", "Olsen", "walnut", "$8"],
    ["Roy", "Noble", "cedar", "$6"],
    ["Stu", "Lyle", "maple", "$5"],
]
CLUES = [
    ("The walnut birdhouse sold for $4 more than the pine one.", lambda s: s.n(P, "walnut") == s.n(P, "pine") + 4),
    ("Ned's birdhouse brought in $1 more than the Noble boy's.", lambda s: s.n(P, "Ned") == s.n(P, "Noble") + 1),
    ("Stu's birdhouse cost less than the cedar one but more than Otis's.",
     lambda s: s.n(P, "Otis") < s.n(P, "Stu") < s.n(P, "cedar")),
    ("Kemp's birdhouse went for the lowest price.", lambda s: s.n(P, "Kemp") == 4),
    ("Perry used neither oak nor cedar.", lambda s: not s.same("Perry", "oak") and not s.same("Perry", "cedar")),
    ("The Mott boy's birdhouse wasn't made of pine or walnut.",
     lambda s: not s.same("Mott", "pine") and not s.same("Mott", "walnut")),
    ("Lyle is either Stu or the boy who used cedar.",
     lambda s: s.same("Lyle", "Stu") != s.same("Lyle", "cedar")),
    ("Olsen's first name isn't Roy.", lambda s: not s.same("Olsen", "Roy")),
    ("Perry's birdhouse brought the highest price, and Otis's was made of pine.",
     lambda s: s.n(P, "Perry") == 8 and s.same("Otis", "pine")),
    ("The oak birdhouse sold for $1 more than the cedar one.", lambda s: s.n(P, "oak") == s.n(P, "cedar") + 1),
    ("Roy's birdhouse sold for less than Ned's.", lambda s: s.n(P, "Roy") < s.n(P, "Ned")),
]
NUM = "."
DOT = False
INTRO = ["The five boys in Mr. Pardee's shop class each built a birdhouse from a different wood and sold it at the school fair.",
         "The five birdhouses sold for $4, $5, $6, $7 and $8.",
         "Find each boy's full name, the wood he used, and the price his birdhouse brought."]
OUTRO = []
REMARKS = INTRO + OUTRO
