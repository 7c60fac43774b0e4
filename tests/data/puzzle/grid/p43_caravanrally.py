P, N = "Pitches", "Nights"
CATEGORIES = [
    ("Families", ["Ashworth", "Bramley", "Caddick", "Dunmore"]),
    ("Home towns", ["Bury", "Crewe", "Leek", "Ripon"]),
    ("Pitches", ["1", "2", "3", "4"]),
    ("Nights", ["2 nights", "3 nights", "4 nights", "5 nights"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Ashworth", "Ripon", "3", "2 nights"],
    ["Bramley", "Bury", "1", "4 nights"],
    ["Caddick", "Leek", "4", "5 nights"],
    ["Dunmore", "Crewe", "2", "3 nights"],
]
CLUES = [
    ("The Caddicks stayed longer than anyone else, on the pitch numbered one higher than that of the family from Ripon.",
     lambda s: s.n(N, "Caddick") == 5 and s.n(P, "Caddick") == s.n(P, "Ripon") + 1),
    ("The family from Bury stayed twice as long as the Ashworths.", lambda s: s.n(N, "Bury") == 2 * s.n(N, "Ashworth")),
    ("The Dunmores, who aren't from Leek, had pitch 2.", lambda s: not s.same("Dunmore", "Leek") and s.same("Dunmore", "2")),
    ("The Crewe family stayed one night longer than the Ashworths.", lambda s: s.n(N, "Crewe") == s.n(N, "Ashworth") + 1),
    ("Mr and Mrs Bramley weren't on pitch 3.", lambda s: not s.same("Bramley", "3")),
    ("The Bramleys stayed longer than the family from Crewe.", lambda s: s.n(N, "Bramley") > s.n(N, "Crewe")),
]
NUM = ")"
DOT = False
INTRO = ["Four families spent part of the Easter holidays at a small caravan site near Whitby, where the four pitches are numbered 1 to 4 in a row along the hedge. "
         "Can you work out where each family came from, which pitch they had and how many nights they stayed?"]
OUTRO = []
REMARKS = INTRO + OUTRO
