# To refuse: "Shawn" is not one of the players; it is spelt nearest to Shaun but
# sounds the same as Sean.
L = "Legs"
CATEGORIES = [
    ("Players", ["Sean", "Shaun", "Tracy", "Wayne"]),
    ("Pubs", ["the Bell", "the Globe", "the Mitre", "the Ship"]),
    ("Legs", ["3 legs", "5 legs", "6 legs", "8 legs"], [3, 5, 6, 8]),
]
CLUES = [
    ("Shaun won the most legs, three more than Sean.",
     lambda s: s.n(L, "Shaun") == 8 and s.n(L, "Shaun") == s.n(L, "Sean") + 3),
    ("Wayne won one leg more than Sean.", lambda s: s.n(L, "Wayne") == s.n(L, "Sean") + 1),
    ("Tracy plays for the Bell, and Wayne doesn't play for the Ship or the Mitre.",
     lambda s: s.same("Tracy", "the Bell") and not s.same("Wayne", "the Ship") and not s.same("Wayne", "the Mitre")),
]
BAD = (4, "Shawn plays for the Mitre.")
REFUSED = {BAD[1]: {
    "'Shaun' (nearest spelling)": lambda s: s.same("Shaun", "the Mitre"),
    "'Sean' (same sound)": lambda s: s.same("Sean", "the Mitre"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four players from different pubs met in the knockout night of the darts league. Each won a different number of legs."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Shawn plays for the Mitre.", must be refused: no player is called
Shawn. The name is spelt most like Shaun but is said exactly like Sean, and both are
players, so the clue cannot be mended by guessing. Without it the puzzle has two
solutions (Sean and Shaun play for the Mitre and the Ship, either way round). Read
as Shaun it gives one solution and read as Sean it gives the other, so a reader that
matches the nearest spelling answers with confidence and may well be wrong."""
