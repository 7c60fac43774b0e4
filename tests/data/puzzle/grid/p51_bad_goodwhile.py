T = "Arrivals"
CATEGORIES = [
    ("Anglers", ["Mr Ogden", "Mr Pratt", "Mr Quill", "Mr Royle"]),
    ("Baits", ["bread", "maggots", "sweetcorn", "worms"]),
    ("Arrivals", ["6.00am", "6.30am", "7.00am", "7.30am"], [360, 390, 420, 450]),
]
CLUES = [
    ("The first angler to arrive, at six o'clock, fished with sweetcorn.", lambda s: s.n(T, "sweetcorn") == 360),
    ("Mr Quill used maggots.", lambda s: s.same("Mr Quill", "maggots")),
    ("Neither Mr Royle nor Mr Ogden was the first to arrive.",
     lambda s: not s.same("Mr Royle", "6.00am") and not s.same("Mr Ogden", "6.00am")),
    ("Mr Pratt got there half an hour before the man who was using worms.", lambda s: s.n(T, "Mr Pratt") == s.n(T, "worms") - 30),
    ("Mr Royle arrived before Mr Quill.", lambda s: s.n(T, "Mr Royle") < s.n(T, "Mr Quill")),
]
BAD = (3, "Mr Ogden turned up a good while after the man with the sweetcorn.")
def gap(minutes):
    return lambda s: s.n(T, "Mr Ogden") - s.n(T, "sweetcorn") == minutes
REFUSED = {BAD[1]: {
    "'later, by any amount'": lambda s: s.n(T, "Mr Ogden") > s.n(T, "sweetcorn"),
    "'half an hour later'": gap(30),
    "'an hour later'": gap(60),
    "'an hour and a half later'": gap(90),
}}
EXPECT = 3
NUM = "."
INTRO = ["Four anglers arrived at Langden reservoir at half-hourly intervals one Sunday morning, and each fished all day with a different bait."]
ASK = "Can you work out when each man arrived and which bait he used?"
QUESTIONS = [("What time did Mr Ogden arrive?", lambda s: s.v(T, "Mr Ogden"))]
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
BAD_WHY = """Clue 3 must be refused: "a good while after" says Mr Ogden came later than the
sweetcorn man but gives no amount, and the puzzle needs one. Without the clue
there are three solutions, with Mr Ogden half an hour, an hour or an hour and a
half behind the sweetcorn; read as plain "later" the clue keeps all three, and
any fixed amount chosen for "a good while" picks a different one of them."""
