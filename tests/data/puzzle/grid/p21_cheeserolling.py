P = "Places"
CATEGORIES = [
    ("Runners", ["Gus", "Hattie", "Ivan", "Jem"]),
    ("Farms", ["Beech Farm", "Cold Harbour", "Manor Farm", "Watermill"]),
    ("Hats", ["bowler", "sombrero", "top hat", "tricorn"]),
    ("Places", ["first", "second", "third", "fourth"]),
]
SOLUTION = [
    ["Gus", "Manor Farm", "sombrero", "third"],
    ["Hattie", "Cold Harbour", "top hat", "first"],
    ["Ivan", "Watermill", "tricorn", "fourth"],
    ["Jem", "Beech Farm", "bowler", "second"],
]
CLUES = [
    ("The runner in the top hat caught the cheese and won the race.", lambda s: s.n(P, "top hat") == 1),
    ("Jem finished one place ahead of the runner from Manor Farm.",
     lambda s: s.n(P, "Jem") == s.n(P, "Manor Farm") - 1),
    ("Ivan, who wore the tricorn, came last.",
     lambda s: s.same("Ivan", "tricorn") and s.n(P, "Ivan") == 4),
    ("The bowler belonged to the runner from Beech Farm.", lambda s: s.same("bowler", "Beech Farm")),
    ("Hattie doesn't farm at Watermill or at Beech Farm.",
     lambda s: not s.same("Hattie", "Watermill") and not s.same("Hattie", "Beech Farm")),
    ("Gus didn't wear the top hat.", lambda s: not s.same("Gus", "top hat")),
    ("Hattie finished ahead of Jem, who wasn't wearing the sombrero.",
     lambda s: s.n(P, "Hattie") < s.n(P, "Jem") and not s.same("Jem", "sombrero")),
    ("Gus came in somewhere behind Jem.", lambda s: s.n(P, "Gus") > s.n(P, "Jem")),
]
QUESTIONS = [("Who won the race?", lambda s: s.v("Runners", "first")),
             ("Where did Gus finish?", lambda s: s.v("Places", "Gus"))]
NUM = "."
DOT = False
INTRO = ["Downhill All the Way",
         "Four villagers reached the final of the Stilton Bank cheese chase, in which the runners hurl themselves down a steep hill after a rolling cheese. "
         "Each came from a different farm, each wore a different fancy hat, and they finished in four different places."]
OUTRO = []
REMARKS = INTRO + OUTRO
