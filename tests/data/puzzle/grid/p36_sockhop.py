F = "Finish"
CATEGORIES = [
    ("Boys", ["Buddy", "Dwayne", "Eddie", "Frankie"]),
    ("Partners", ["Betty", "Joan", "Peggy", "Sue"]),
    ("Skirts", ["blue", "pink", "red", "yellow"]),
    ("Finish", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Buddy", "Peggy", "yellow", "3rd"],
    ["Dwayne", "Joan", "pink", "1st"],
    ["Eddie", "Sue", "blue", "4th"],
    ["Frankie", "Betty", "red", "2nd"],
]
CLUES = [
    ("Dwayne and his partner, whose skirt was pink, won the dance contest.",
     lambda s: s.same("Dwayne", "pink") and s.n(F, "Dwayne") == 1),
    ("Betty and her partner finished one place ahead of Buddy and his.",
     lambda s: s.n(F, "Betty") == s.n(F, "Buddy") - 1),
    ("Eddie didn't dance with Peggy or Joan, and he and his partner finished last.",
     lambda s: not s.same("Eddie", "Peggy") and not s.same("Eddie", "Joan") and s.n(F, "Eddie") == 4),
    ("The girl in the blue skirt wasn't Betty.", lambda s: not s.same("blue", "Betty")),
    ("The couple with the girl in yellow placed higher than the couple with the girl in blue, but lower than Betty and her partner.",
     lambda s: s.n(F, "Betty") < s.n(F, "yellow") < s.n(F, "blue")),
    ("Frankie and his partner placed ahead of Buddy and his.", lambda s: s.n(F, "Frankie") < s.n(F, "Buddy")),
    ("Peggy didn't wear the pink skirt.", lambda s: not s.same("Peggy", "pink")),
]
QUESTIONS = [("Who was Peggy's partner?", lambda s: s.v("Boys", "Peggy"))]
NUM = "."
DOT = False
INTRO = ["Four couples entered the jitterbug contest at the Lincoln High sock hop. Each girl wore a poodle skirt of a different color, and the judges ranked the couples from 1st (the winners) to 4th."]
OUTRO = []
REMARKS = INTRO + OUTRO
