H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Families", ["Ashby", "Boone", "Carlisle", "Delaney", "Emerson"]),
    ("Cars", ["Buick", "Chevrolet", "DeSoto", "Packard", "Plymouth"]),
    ("Pets", ["canary", "collie", "goldfish", "Siamese cat", "terrier"]),
    ("Hobbies", ["bowling", "checkers", "gardening", "golf", "stamps"]),
]
SOLUTION = [
    ["1", "Boone", "Packard", "terrier", "gardening"],
    ["2", "Emerson", "DeSoto", "canary", "checkers"],
    ["3", "Ashby", "Chevrolet", "goldfish", "golf"],
    ["4", "Carlisle", "Plymouth", "Siamese cat", "bowling"],
    ["5", "Delaney", "Buick", "collie", "stamps"],
]
CLUES = [
    ("The Boones live in the first house.", lambda s: s.n(H, "Boone") == 1),
    ("The Packard belongs to the family whose hobby is gardening.", lambda s: s.same("Packard", "gardening")),
    ("The Ashbys live in the middle house.", lambda s: s.n(H, "Ashby") == 3),
    ("The Chevrolet is parked next door to the house with the Siamese cat.", lambda s: near(s, "Chevrolet", "Siamese cat")),
    ("The family with the canary lives next to the Boones.", lambda s: near(s, "canary", "Boone")),
    ("The Carlisles drive a Plymouth.", lambda s: s.same("Carlisle", "Plymouth")),
    ("The checkers players live immediately to the left of the golfers.", lambda s: s.n(H, "checkers") == s.n(H, "golf") - 1),
    ("The Delaneys own the collie.", lambda s: s.same("Delaney", "collie")),
    ("The family with the terrier lives next to the family with the DeSoto.", lambda s: near(s, "terrier", "DeSoto")),
    ("The bowlers live next door to the stamp collectors.", lambda s: near(s, "bowling", "stamps")),
    ("The golfers keep goldfish.", lambda s: s.same("golf", "goldfish")),
    ("The Emersons live next to the Ashbys.", lambda s: near(s, "Emerson", "Ashby")),
    ("The Buick is parked at the last house on the right.", lambda s: s.n(H, "Buick") == 5),
    ("The Emersons drive the DeSoto.", lambda s: s.same("Emerson", "DeSoto")),
    ("The Siamese cat lives next door to the collie.", lambda s: near(s, "Siamese cat", "collie")),
    ("The Carlisles are the bowlers.", lambda s: s.same("Carlisle", "bowling")),
]
QUESTIONS = [("Which family owns the Siamese cat?", lambda s: s.v("Families", "Siamese cat")),
             ("Who collects stamps?", lambda s: s.v("Families", "stamps"))]
NUM = "."
DOT = False
INTRO = ["Five retired couples live in the five bungalows on Sunset Row, numbered 1 to 5 from left to right. Each family drives a different make of car, keeps a different pet, and enjoys a different hobby."]
OUTRO = []
REMARKS = INTRO + OUTRO
