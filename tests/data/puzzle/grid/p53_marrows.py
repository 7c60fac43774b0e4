W = "Weights"
CATEGORIES = [
    ("Growers", ["Bert", "Cyril", "Doreen", "Ernie", "Flo"]),
    ("Villages", ["Ashby", "Barford", "Chilcote", "Dunsby", "Elton"]),
    ("Weights", ["18lb", "21lb", "24lb", "27lb", "30lb"], [18, 21, 24, 27, 30]),
]
CAT_STOP = True
INTRO = [
    "The giant marrow class is always the centre of attention at the Vale Horticultural "
    "Society's autumn show. This year there were five entries, each from a different "
    "village in the Vale, and no two weighed the same.",
]
CLUES = [
    ("Doreen's marrow, the heaviest, outweighed the one from Barford by three pounds.",
     lambda s: s.n(W, "Doreen") == 30 and s.n(W, "Barford") == 27),
    ("The Elton marrow weighed six pounds less than Bert's.",
     lambda s: s.n(W, "Elton") == s.n(W, "Bert") - 6),
    ("Only Cyril's marrow was lighter than Ernie's.",
     lambda s: s.n(W, "Cyril") == 18 and s.n(W, "Ernie") == 21),
    ("Neither Flo nor Doreen comes from Dunsby.",
     lambda s: not s.same("Flo", "Dunsby") and not s.same("Doreen", "Dunsby")),
    ("The Chilcote grower's marrow weighed more than Ernie's but less than Flo's.",
     lambda s: s.n(W, "Ernie") < s.n(W, "Chilcote") < s.n(W, "Flo")),
]
OUTRO = ["Where does each grower live, and how much did each marrow weigh?"]
REMARKS = INTRO + OUTRO
