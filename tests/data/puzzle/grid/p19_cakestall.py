P = "Prices"
CATEGORIES = [
    ("Bakers", ["Mrs Ashby", "Mr Bright", "Ms Chandra", "Mr Dunn"]),
    ("Cakes", ["coffee and walnut", "fruit cake", "lemon drizzle", "Victoria sponge"]),
    ("Prices", ["£3", "£4", "£5", "£6"], [3, 4, 5, 6]),
    ("Tins", ["blue", "green", "red", "yellow"]),
]
SOLUTION = [
    ["Mrs Ashby", "Victoria sponge", "£5", "red"],
    ["Mr Bright", "fruit cake", "£6", "green"],
    ["Ms Chandra", "lemon drizzle", "£3", "yellow"],
    ["Mr Dunn", "coffee and walnut", "£4", "blue"],
]
CLUES = [
    ("The fruit cake was the dearest.", lambda s: s.n(P, "fruit cake") == 6),
    ("Ms Chandra's cake cost £2 less than Mrs Ashby's.", lambda s: s.n(P, "Ms Chandra") == s.n(P, "Mrs Ashby") - 2),
    ("Of the two women, one baked the Victoria sponge and the other brought her cake in the yellow tin.",
     lambda s: (s.same("Mrs Ashby", "Victoria sponge") and s.same("Ms Chandra", "yellow"))
     or (s.same("Ms Chandra", "Victoria sponge") and s.same("Mrs Ashby", "yellow"))),
    ("The cake in the green tin cost £2 more than the coffee and walnut.",
     lambda s: s.n(P, "green") == s.n(P, "coffee and walnut") + 2),
    ("Mr Dunn's tin was blue.", lambda s: s.same("Mr Dunn", "blue")),
    ("The lemon drizzle wasn't in the red tin.", lambda s: not s.same("lemon drizzle", "red")),
    ("Mrs Ashby's cake was cheaper than Mr Bright's.", lambda s: s.n(P, "Mrs Ashby") < s.n(P, "Mr Bright")),
    ("Ms Chandra's tin wasn't red.", lambda s: not s.same("Ms Chandra", "red")),
    ("Mr Dunn didn't bake the lemon drizzle.", lambda s: not s.same("Mr Dunn", "lemon drizzle")),
]
NUM = ")"
DOT = True
INTRO = ["Four bakers each gave one cake to the church cake stall, brought it in a different coloured tin, and priced it differently."]
OUTRO = []
REMARKS = INTRO + OUTRO
