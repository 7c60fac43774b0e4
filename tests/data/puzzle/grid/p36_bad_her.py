P = "Bids"
CATEGORIES = [
    ("Bakers", ["Mrs. Tate", "Mrs. Voss", "Mrs. Whitcomb", "Miss Yates"]),
    ("Pies", ["apple", "cherry", "pecan", "rhubarb"]),
    ("Bids", ["$15", "$20", "$25", "$30"], [15, 20, 25, 30]),
]
CLUES = [
    ("Miss Yates baked the rhubarb pie, which drew the lowest bid of the evening.",
     lambda s: s.same("Miss Yates", "rhubarb") and s.n(P, "rhubarb") == 15),
    ("Mrs. Tate's apple pie went for $5 more than Miss Yates's pie.",
     lambda s: s.same("Mrs. Tate", "apple") and s.n(P, "Mrs. Tate") == s.n(P, "Miss Yates") + 5),
    ("The pecan pie sold for more than the cherry pie.", lambda s: s.n(P, "pecan") > s.n(P, "cherry")),
]
BAD = (4, "Mrs. Voss told Mrs. Whitcomb that her pie had drawn the top bid.")
REFUSED = {BAD[1]: {
    "'Mrs. Voss's pie drew the top bid'": lambda s: s.n(P, "Mrs. Voss") == 30,
    "'Mrs. Whitcomb's pie drew the top bid'": lambda s: s.n(P, "Mrs. Whitcomb") == 30,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four women each baked one pie for the pie auction at the Zion Lutheran harvest supper. Each pie was a different kind and sold for a different bid."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mrs. Voss told Mrs. Whitcomb that her pie had drawn the top bid.",
must be refused: "her" can be Mrs. Voss (the speaker) or Mrs. Whitcomb (the
listener), and both are women, so nothing in the sentence decides it.
Without the clue the puzzle has two solutions: the pecan pie ($30) and the
cherry pie ($25) belong to Mrs. Voss and Mrs. Whitcomb in either order.
Read as "Mrs. Voss's pie drew the top bid" the clue gives one solution; read
as "Mrs. Whitcomb's pie drew the top bid" it gives the other. Either answer
is a guess."""
