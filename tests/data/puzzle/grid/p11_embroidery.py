# Club newsletter: fussy intro, clues numbered "1)", hours.
H = "Hours"
def h(s, x):
    return s.n(H, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Members", ["Mrs. Ashdown", "Miss Blunt", "Mrs. Kettering", "Ms. Le Fevre", "Mrs. Whitlow"]),
    ("Motifs", ["bluebells", "heron", "lighthouse", "robin", "thistle"]),
    ("Threads", ["gold", "green", "navy", "scarlet", "silver"]),
    ("Hours", ["6 hours", "9 hours", "11 hours", "14 hours", "20 hours"], [6, 9, 11, 14, 20]),
]
SOLUTION = [("Mrs. Ashdown", "robin", "scarlet", "11 hours"), ("Miss Blunt", "lighthouse", "navy", "20 hours"),
            ("Mrs. Kettering", "thistle", "silver", "6 hours"), ("Ms. Le Fevre", "heron", "gold", "14 hours"),
            ("Mrs. Whitlow", "bluebells", "green", "9 hours")]
INTRO = ["The Guild's spring exhibition featured one sampler from each of five members. Your Editor has been asked to make clear that each sampler showed a different motif, that each was worked chiefly in a different colour of thread, and that the hours quoted are those each member recorded in the Guild's work book, no two being the same."]
CLUES = [
    ("The lighthouse, which took longer than any other piece, was not worked in gold thread.", lambda s: h(s, "lighthouse") == 20 and not s.same("lighthouse", "gold")),
    ("Mrs. Kettering's sampler took 3 hours less than Mrs. Whitlow's.", lambda s: h(s, "Mrs. Kettering") == h(s, "Mrs. Whitlow") - 3),
    ("The heron was worked in gold.", lambda s: s.same("heron", "gold")),
    ("The robin took 2 hours more than the bluebells.", lambda s: h(s, "robin") == h(s, "bluebells") + 2),
    ("Neither Mrs. Ashdown nor Ms. Le Fevre used navy or silver thread.", lambda s: all(not s.same(p, t) for p in ("Mrs. Ashdown", "Ms. Le Fevre") for t in ("navy", "silver"))),
    ("Of the thistle and the sampler in green thread, one was Mrs. Kettering's and the other took 9 hours.",
     lambda s: not s.same("thistle", "green") and ((s.same("thistle", "Mrs. Kettering") and h(s, "green") == 9) or (s.same("green", "Mrs. Kettering") and h(s, "thistle") == 9))),
    ("The sampler in scarlet took less time than Ms. Le Fevre's.", lambda s: h(s, "scarlet") < h(s, "Ms. Le Fevre")),
    ("Miss Blunt did not embroider the robin.", lambda s: not s.same("Miss Blunt", "robin")),
    ("The silver thread was used for the quickest piece of work.", lambda s: h(s, "silver") == 6),
]
QUESTIONS = [("Who embroidered the heron?", lambda s: s.v("Members", "heron"))]
REMARKS = INTRO
