S, H, R, C, F = "Stalls", "Horses", "Riders", "Coats", "Feeds"
def st(s, x):
    return s.n(S, x)
def nextto(s, x, y):
    return abs(st(s, x) - st(s, y)) == 1
CATEGORIES = [
    (S, ["stall 1", "stall 2", "stall 3", "stall 4", "stall 5"]),
    (H, ["Biscuit", "Comet", "Duchess", "Juniper", "Pepper"]),
    (R, ["Aoife", "Bjorn", "Chidi", "Dafne", "Emre"]),
    (C, ["bay", "chestnut", "dun", "grey", "palomino"]),
    (F, ["apples", "barley", "carrots", "oats", "sugar beet"]),
]
NUM = ")"
CLUES = [
    ("There are five stalls side by side, numbered 1 to 5 from the yard gate.", lambda s: True),
    ("Aoife rides Comet.", lambda s: s.same("Aoife", "Comet")),
    ("The chestnut horse is fed barley.", lambda s: s.same("chestnut", "barley")),
    ("Emre's horse is in stall 3.", lambda s: st(s, "Emre") == 3),
    ("The grey horse has the stall nearest the gate.", lambda s: st(s, "grey") == 1),
    ("Bjorn rides the dun.", lambda s: s.same("Bjorn", "dun")),
    ("Oats are fed to the horse in the stall next to Pepper's.", lambda s: nextto(s, "oats", "Pepper")),
    ("Duchess is stabled next to Comet.", lambda s: nextto(s, "Duchess", "Comet")),
    ("Carrots go to the horse in stall 1.", lambda s: st(s, "carrots") == 1),
    ("Biscuit is stabled immediately beyond Duchess, one stall further from the gate.", lambda s: st(s, "Biscuit") == st(s, "Duchess") + 1),
    ("The palomino eats apples.", lambda s: s.same("palomino", "apples")),
    ("Dafne's horse is next to Bjorn's.", lambda s: nextto(s, "Dafne", "Bjorn")),
    ("Chidi rides the grey.", lambda s: s.same("Chidi", "grey")),
    ("Biscuit is not the palomino.", lambda s: not s.same("Biscuit", "palomino")),
    ("Pepper is the grey.", lambda s: s.same("Pepper", "grey")),
    ("The bay is stabled next to the grey.", lambda s: nextto(s, "bay", "grey")),
    ("Dafne's horse is stabled next to Emre's.", lambda s: nextto(s, "Dafne", "Emre")),
]
QUESTIONS = [("Who rides Juniper?", lambda s: s.v(R, "Juniper")), ("Which horse eats sugar beet?", lambda s: s.v(H, "sugar beet"))]
