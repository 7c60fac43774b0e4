L = "Letters"
CATEGORIES = [
    ("Columnists", ["Aurelia", "Barnaby", "Cosima", "Dexter", "Esperanza"]),
    ("Newspapers", ["Courier", "Gazette", "Herald", "Ledger", "Sentinel"]),
    ("Topics", ["etiquette", "gardening", "money", "pets", "romance"]),
    ("Letters", ["80", "95", "110", "125", "140"], [80, 95, 110, 125, 140]),
]
SOLUTION = [
    ["Aurelia", "Ledger", "romance", "140"],
    ["Barnaby", "Courier", "pets", "95"],
    ["Cosima", "Sentinel", "money", "80"],
    ["Dexter", "Herald", "gardening", "125"],
    ["Esperanza", "Gazette", "etiquette", "110"],
]
CLUES = [
    ("The romance columnist gets 15 more letters a week than Dexter.", lambda s: s.n(L, "romance") == s.n(L, "Dexter") + 15),
    ("The Gazette's columnist gets 30 more letters a week than Cosima.", lambda s: s.n(L, "Gazette") == s.n(L, "Cosima") + 30),
    ("Of Barnaby and the money columnist, one writes for the Courier and the other gets the fewest letters.",
     lambda s: s.e("Barnaby") != s.e("money") and (
         (s.same("Barnaby", "Courier") and s.n(L, "money") == 80) or
         (s.same("money", "Courier") and s.n(L, "Barnaby") == 80))),
    ("The gardening column doesn't run in the Ledger.", lambda s: not s.same("gardening", "Ledger")),
    ("Either the Courier's columnist or the Sentinel's columnist writes about pets.",
     lambda s: s.same("Courier", "pets") != s.same("Sentinel", "pets")),
    ("Neither Esperanza nor the Herald's columnist writes about pets.",
     lambda s: not s.same("Esperanza", "pets") and not s.same("Herald", "pets")),
    ("The etiquette column gets somewhat fewer letters than the Herald's column.", lambda s: s.n(L, "etiquette") < s.n(L, "Herald")),
    ("The columnist with the most letters doesn't write for the Gazette.", lambda s: not s.same("140", "Gazette")),
    ("Aurelia gets 45 more letters a week than Barnaby.", lambda s: s.n(L, "Aurelia") == s.n(L, "Barnaby") + 45),
    ("The five columnists are Cosima, the Herald's columnist, the one who writes about etiquette, the one who gets 140 letters and the one who writes for the Courier.",
     lambda s: len({s.e(x) for x in ["Cosima", "Herald", "etiquette", "140", "Courier"]}) == 5),
    ("The gardening columnist gets 15 more letters than the etiquette columnist.", lambda s: s.n(L, "gardening") == s.n(L, "etiquette") + 15),
    ("The Sentinel's columnist gets 60 fewer letters a week than the Ledger's.", lambda s: s.n(L, "Sentinel") == s.n(L, "Ledger") - 60),
]
NUM = None
DOT = False
INTRO = ["Letters are counted per week."]
OUTRO = []
REMARKS = INTRO + OUTRO
