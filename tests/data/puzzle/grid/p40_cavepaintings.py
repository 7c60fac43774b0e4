M = "Distances"
CATEGORIES = [
    ("Caves", ["Hollow Crag", "Kessel Cave", "Moor Hole", "Sable Cave", "Wren Hole"]),
    ("Animals", ["bison", "deer", "horse", "ibex", "mammoth"]),
    ("Discoverers", ["Annika", "Bernardo", "Clothilde", "Desmond", "Elif"]),
    ("Distances", ["30 m", "45 m", "60 m", "75 m", "90 m"], [30, 45, 60, 75, 90]),
]
SOLUTION = [
    ["Hollow Crag", "ibex", "Desmond", "75 m"],
    ["Kessel Cave", "bison", "Elif", "30 m"],
    ["Moor Hole", "mammoth", "Annika", "90 m"],
    ["Sable Cave", "horse", "Bernardo", "45 m"],
    ["Wren Hole", "deer", "Clothilde", "60 m"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The mammoth is painted 15 meters deeper into its cave than the ibex.", lambda s: s.n(M, "mammoth") == s.n(M, "ibex") + 15),
    ("The painting Bernardo found lies 15 meters farther from the entrance than Elif's.", lambda s: s.n(M, "Bernardo") == s.n(M, "Elif") + 15),
    ("Of the deer and the painting in Hollow Crag, one was found by Clothilde and the other lies 75 m from the entrance.",
     lambda s: s.e("deer") != s.e("Hollow Crag") and (
         (s.same("deer", "Clothilde") and s.same("Hollow Crag", "75 m")) or
         (s.same("Hollow Crag", "Clothilde") and s.same("deer", "75 m")))),
    ("The painting nearest to its cave's entrance shows a bison.", lambda s: s.n(M, "bison") == 30),
    ("Neither Annika nor Desmond found the horse.", lambda s: not s.same("Annika", "horse") and not s.same("Desmond", "horse")),
    ("The painting in Wren Hole is somewhat farther in than the one in Sable Cave.", lambda s: s.n(M, "Wren Hole") > s.n(M, "Sable Cave")),
    ("Either Annika or Elif found the painting in Moor Hole.", lambda s: s.same("Annika", "Moor Hole") != s.same("Elif", "Moor Hole")),
    ("The Kessel Cave painting isn't the horse.", lambda s: not s.same("Kessel Cave", "horse")),
    ("The five paintings are the ibex, the one in Sable Cave, the one Annika found, the one 60 m in and the bison.",
     lambda s: diff(s, "ibex", "Sable Cave", "Annika", "60 m", "bison")),
    ("Desmond's painting is 30 meters deeper than Bernardo's.", lambda s: s.n(M, "Desmond") == s.n(M, "Bernardo") + 30),
    ("Clothilde's painting lies 30 m farther in than Elif's.", lambda s: s.n(M, "Clothilde") == s.n(M, "Elif") + 30),
    ("The painting in Moor Hole lies 30 meters farther in than the one in Wren Hole.", lambda s: s.n(M, "Moor Hole") == s.n(M, "Wren Hole") + 30),
]
NUM = "."
DOT = False
INTRO = ["Each cave holds one painting; distances are measured from the cave's entrance."]
OUTRO = []
REMARKS = INTRO + OUTRO
