D = "Dates"
M = "Amounts"
CATEGORIES = [
    ("Hosts", ["Mrs Ives", "Mr Judd", "Mrs Kemp", "Mr Lowe"]),
    ("Dates", ["3 March", "10 March", "17 March", "24 March"], [3, 10, 17, 24]),
    ("Amounts", ["£120", "£135", "£150", "£165"], [120, 135, 150, 165]),
    ("Bakes", ["Bakewell tart", "brownies", "flapjack", "scones"]),
]
SOLUTION = [
    ["Mrs Ives", "17 March", "£150", "scones"],
    ["Mr Judd", "3 March", "£135", "Bakewell tart"],
    ["Mrs Kemp", "24 March", "£165", "brownies"],
    ["Mr Lowe", "10 March", "£120", "flapjack"],
]
CLUES = [
    ("The last coffee morning raised the most.", lambda s: s.n(M, "24 March") == 165),
    ("Mr Lowe's morning was a week after Mr Judd's.", lambda s: s.n(D, "Mr Lowe") == s.n(D, "Mr Judd") + 7),
    ("The host who served flapjack raised £15 less than the man who served Bakewell tart.",
     lambda s: s.n(M, "flapjack") == s.n(M, "Bakewell tart") - 15 and s.v("Hosts", "Bakewell tart") in ("Mr Judd", "Mr Lowe")),
    ("Mrs Ives raised £150, but not with brownies.", lambda s: s.same("Mrs Ives", "£150") and not s.same("Mrs Ives", "brownies")),
    ("The scones were served two weeks after the Bakewell tart.", lambda s: s.n(D, "scones") == s.n(D, "Bakewell tart") + 14),
]
NUM = "."
DOT = False
INTRO = ["Four villagers each hosted a coffee morning for the church roof fund on a Saturday in March, and each served a different home bake."]
OUTRO = []
REMARKS = INTRO + OUTRO
