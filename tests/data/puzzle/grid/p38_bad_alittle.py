L = "Lengths"
CATEGORIES = [
    ("Hikers", ["Lars", "Mina", "Nico", "Oona"]),
    ("Trails", ["Alder", "Bracken", "Cobble", "Dunlin"]),
    ("Lengths", ["3 miles", "4 miles", "5 miles", "6 miles"], [3, 4, 5, 6]),
]
CLUES = [
    ("Lars hiked the shortest trail.", lambda s: s.n(L, "Lars") == 3),
    ("The Alder trail is 3 miles long.", lambda s: s.same("Alder", "3 miles")),
    ("Mina's trail is 1 mile longer than Lars's.", lambda s: s.n(L, "Mina") == s.n(L, "Lars") + 1),
    ("Oona hiked the longest trail.", lambda s: s.n(L, "Oona") == 6),
    ("Nico didn't hike the Dunlin trail.", lambda s: not s.same("Nico", "Dunlin")),
    ("Mina didn't hike the Cobble trail.", lambda s: not s.same("Mina", "Cobble")),
    ("The Cobble trail is longer than the Bracken trail.", lambda s: s.n(L, "Cobble") > s.n(L, "Bracken")),
]
BAD = (5, "The Bracken trail is a little longer than the Alder trail.")
REFUSED = {BAD[1]: {
    "'exactly 1 mile longer'": lambda s: s.n(L, "Bracken") == s.n(L, "Alder") + 1,
    "'exactly 2 miles longer'": lambda s: s.n(L, "Bracken") == s.n(L, "Alder") + 2,
    "'longer (by any amount)'": lambda s: s.n(L, "Bracken") > s.n(L, "Alder"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "The Bracken trail is a little longer than the Alder trail.", must be
refused: "a little longer" gives no amount. The lengths go up in steps of a mile,
and "a little" could be one step or two. Without the clue the puzzle has two
solutions: the Bracken trail is 4 miles (Mina's) or 5 miles (Nico's), against the
3-mile Alder trail. Read as "exactly 1 mile longer" the clue gives the first;
read as "2 miles longer" it gives the second; read as plain "longer" it leaves
both. A reader that takes "a little" as one step answers with confidence that
Mina hiked Bracken, which the text does not say."""
