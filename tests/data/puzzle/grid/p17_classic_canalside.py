C = "Cottages"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Nell Archer", "Owen Birch", "Patty Cole", "Reg Dunn", "Sian Ewing"]),
    ("Jobs", ["boat-builder", "lock-keeper", "painter", "postman", "potter"]),
    ("Window boxes", ["geraniums", "herbs", "ivy", "marigolds", "pansies"]),
    ("Pets", ["cat", "dog", "duck", "ferret", "hens"]),
]
SOLUTION = [
    ["1", "Reg Dunn", "lock-keeper", "herbs", "dog"],
    ["2", "Nell Archer", "potter", "geraniums", "cat"],
    ["3", "Sian Ewing", "boat-builder", "ivy", "hens"],
    ["4", "Owen Birch", "postman", "marigolds", "ferret"],
    ["5", "Patty Cole", "painter", "pansies", "duck"],
]
CLUES = [
    ("The lock-keeper lives in the cottage nearest the lock.", lambda s: s.n(C, "lock-keeper") == 1),
    ("Nell Archer is a potter.", lambda s: s.same("Nell Archer", "potter")),
    ("The hens belong to the boat-builder, who lives in the middle cottage.",
     lambda s: s.same("hens", "boat-builder") and s.n(C, "boat-builder") == 3),
    ("The cottage with the ivy is next to the one with the marigolds.", lambda s: near(s, "ivy", "marigolds")),
    ("Reg Dunn grows herbs in his window box.", lambda s: s.same("Reg Dunn", "herbs")),
    ("The painter lives at the far end of the row from the lock, and keeps a duck.",
     lambda s: s.n(C, "painter") == 5 and s.same("painter", "duck")),
    ("The dog lives next door to the cat.", lambda s: near(s, "dog", "cat")),
    ("Owen Birch lives next to both Sian Ewing and Patty Cole.",
     lambda s: near(s, "Owen Birch", "Sian Ewing") and near(s, "Owen Birch", "Patty Cole")),
    ("The pansies are not in the postman's window box.", lambda s: not s.same("pansies", "postman")),
    ("The geraniums grow outside the potter's cottage, which is not next to the postman's.",
     lambda s: s.same("geraniums", "potter") and not near(s, "potter", "postman")),
    ("The ivy is in the window box of the cottage with the hens.", lambda s: s.same("ivy", "hens")),
    ("The postman lives next door to the painter.",
     lambda s: near(s, "postman", "painter")),
    ("Patty Cole lives further from the lock than Sian Ewing, and Nell Archer keeps a cat.",
     lambda s: s.n(C, "Patty Cole") > s.n(C, "Sian Ewing") and s.same("Nell Archer", "cat")),
]
QUESTIONS = [("Who keeps the ferret? Who is the painter?",
              lambda s: (s.v("Residents", "ferret"), s.v("Residents", "painter")))]
NUM = ")"
DOT = False
INTRO = ["Five cottages stand in a row beside the canal, numbered 1 to 5 starting from the lock, so cottage 1 is nearest the lock. The five residents have different jobs, grow different things in their window boxes and keep different pets."]
OUTRO = []
REMARKS = INTRO + OUTRO
