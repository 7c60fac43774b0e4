F, C, V = "Farms", "Scarecrows", "Votes"
CATEGORIES = [
    (F, ["Applegate Farm", "Briar Hill", "Cedar Hollow", "Dunmore Acres", "Elmwood"]),
    (C, ["Crowley", "Hay-zel", "Mr. Straw", "Patch", "Scruffy"]),
    (V, ["38 votes", "45 votes", "52 votes", "59 votes", "66 votes"], [38, 45, 52, 59, 66]),
]
CLUES = [
    ("Crowley got 7 fewer votes than Patch.", lambda s: s.n(V, "Crowley") == s.n(V, "Patch") - 7),
    ("The scarecrow from Briar Hill got the most votes.", lambda s: s.same("Briar Hill", "66 votes")),
    ("Mr. Straw got 14 fewer votes than the Applegate Farm scarecrow.", lambda s: s.n(V, "Mr. Straw") == s.n(V, "Applegate Farm") - 14),
    ("Scruffy is from either Dunmore Acres or Cedar Hollow.", lambda s: s.same("Scruffy", "Dunmore Acres") != s.same("Scruffy", "Cedar Hollow")),
    ("Elmwood's scarecrow received more votes than Mr. Straw.", lambda s: s.n(V, "Elmwood") > s.n(V, "Mr. Straw")),
    ("Hay-zel isn't from Elmwood.", lambda s: not s.same("Hay-zel", "Elmwood")),
    ("The scarecrow with 59 votes is not from Applegate Farm.", lambda s: not s.same("59 votes", "Applegate Farm")),
    ("Scruffy got 21 more votes than Mr. Straw.", lambda s: s.n(V, "Scruffy") == s.n(V, "Mr. Straw") + 21),
    ("Patch is not from Briar Hill.", lambda s: not s.same("Patch", "Briar Hill")),
    ("The Cedar Hollow scarecrow got the fewest votes.", lambda s: s.same("Cedar Hollow", "38 votes")),
]
