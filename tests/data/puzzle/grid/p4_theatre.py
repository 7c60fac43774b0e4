R = "Rows"
def row(s, x):
    return s.n(R, x)
CATEGORIES = [
    ("Friends", ["Beatriz", "Cormac", "Delia", "Finn", "Gwen"]),
    ("Rows", ["Row A", "Row B", "Row C", "Row D", "Row E"]),
    ("Snacks", ["choc ice", "nachos", "popcorn", "pretzel", "wine gums"]),
    ("Shows", ["Cats & Kings", "Lamplight", "Night at the Pier", "The Seagull's Song", "Wild Honey"]),
]
def alldiff(s, xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The five friends were Gwen, the one who sat in Row A, the one who saw Lamplight, the one who munched a pretzel and the one who sat farthest from the stage.",
     lambda s: alldiff(s, ["Gwen", "Row A", "Lamplight", "pretzel", "Row E"])),
    ("Cormac sat two rows closer to the stage than Beatriz.", lambda s: row(s, "Cormac") == row(s, "Beatriz") - 2),
    ("The popcorn eater saw Night at the Pier.", lambda s: s.same("popcorn", "Night at the Pier")),
    ("Finn was in the row directly behind Cormac's.", lambda s: row(s, "Finn") == row(s, "Cormac") + 1),
    ("Whoever saw Cats & Kings had a choc ice.", lambda s: s.same("Cats & Kings", "choc ice")),
    ("Neither Delia nor Beatriz saw Wild Honey, and it wasn't Finn who had the nachos.",
     lambda s: not s.same("Delia", "Wild Honey") and not s.same("Beatriz", "Wild Honey") and not s.same("Finn", "nachos")),
    ("Gwen sat somewhere behind Beatriz.", lambda s: row(s, "Gwen") > row(s, "Beatriz")),
    ("The Seagull's Song was not seen from Row D.", lambda s: row(s, "The Seagull's Song") != 4),
    ("The nachos were eaten in Row C.", lambda s: row(s, "nachos") == 3),
    ("Finn didn't see Wild Honey.", lambda s: not s.same("Finn", "Wild Honey")),
    ("Whoever had the choc ice sat one row behind whoever had the nachos.", lambda s: row(s, "choc ice") == row(s, "nachos") + 1),
]
REMARKS = ["Five old drama-school friends each went to a different show on Saturday night, then met for a late supper to compare notes. Row A is the row nearest the stage, and no two of them sat in the same row."]
QUESTIONS = [("Who had the wine gums, and which show did that friend see?",
              lambda s: (s.v("Friends", "wine gums"), s.v("Shows", "wine gums")))]
