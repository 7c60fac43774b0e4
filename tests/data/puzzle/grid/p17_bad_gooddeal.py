P = "Bids"
CATEGORIES = [
    ("Bidders", ["Mr Bell", "Mrs Hart", "Ms Ngata", "Mr Quayle"]),
    ("Lots", ["bicycle", "hamper", "painting", "vase"]),
    ("Bids", ["$55", "$60", "$85", "$130"], [55, 60, 85, 130]),
]
CLUES = [
    ("Mr Quayle's bicycle went for the highest bid of the afternoon.",
     lambda s: s.same("Mr Quayle", "bicycle") and s.n(P, "bicycle") == 130),
    ("Ms Ngata paid $85 for the vase.", lambda s: s.same("Ms Ngata", "$85") and s.same("Ms Ngata", "vase")),
    ("The hamper sold for $5 more than the painting.", lambda s: s.n(P, "hamper") == s.n(P, "painting") + 5),
]
BAD = (3, "Mrs Hart paid a good deal more than Mr Bell.")
REFUSED = {BAD[1]: {
    "'Mrs Hart paid more than Mr Bell'": lambda s: s.n(P, "Mrs Hart") > s.n(P, "Mr Bell"),
    "'Mrs Hart paid at least $20 more than Mr Bell'": lambda s: s.n(P, "Mrs Hart") >= s.n(P, "Mr Bell") + 20,
}}
QUESTIONS = [("Who bought the hamper?", lambda s: s.v("Bidders", "hamper"))]
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four lots went under the hammer at the church charity auction, each to a different bidder."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Mrs Hart paid a good deal more than Mr Bell.", must be refused: "a good
deal more" is a vague amount, and the puzzle never says how big a difference it
means. Without the clue the puzzle has two solutions (Mrs Hart and Mr Bell share
the painting at $55 and the hamper at $60). Read loosely as "paid more than", the
clue picks Mrs Hart for the hamper, only $5 more than Mr Bell, which hardly
anyone would call a good deal more; read as a real gap (say $20 or more) it
leaves no solution at all. A reader that drops "a good deal" answers with
confidence where the puzzle gives no honest answer."""
