H = "Hauls"
CATEGORIES = [
    ("Kids", ["Brody", "Kayla", "Lucas", "Tessa"]),
    ("Costumes", ["astronaut", "pirate", "skeleton", "witch"]),
    ("Hauls", ["14 pieces", "17 pieces", "20 pieces", "23 pieces"], [14, 17, 20, 23]),
]
SOLUTION = [
    ["Brody", "skeleton", "20 pieces"],
    ["Kayla", "pirate", "23 pieces"],
    ["Lucas", "astronaut", "14 pieces"],
    ["Tessa", "witch", "17 pieces"],
]
CLUES = [
    ("The witch collected three pieces more than the astronaut.", lambda s: s.n(H, "witch") == s.n(H, "astronaut") + 3),
    ("Kayla came home with the biggest haul.", lambda s: s.n(H, "Kayla") == 23),
    ("Brody, who wasn't dressed as a pirate, ended up with more candy than Tessa.",
     lambda s: not s.same("Brody", "pirate") and s.n(H, "Brody") > s.n(H, "Tessa")),
    ("Neither Lucas nor Kayla went as the skeleton.",
     lambda s: not s.same("Lucas", "skeleton") and not s.same("Kayla", "skeleton")),
    ("The skeleton's haul was bigger than the witch's.", lambda s: s.n(H, "skeleton") > s.n(H, "witch")),
    ("Tessa got three pieces more than Lucas.", lambda s: s.n(H, "Tessa") == s.n(H, "Lucas") + 3),
]
QUESTIONS = [
    ("Who dressed as the witch?", lambda s: s.v("Kids", "witch")),
    ("How many pieces of candy did Lucas collect?", lambda s: s.v(H, "Lucas")),
]
NUM = "."
INTRO = ["After trick-or-treating on Maple Street, four neighborhood kids dumped their bags out on the Hendersons' porch and counted their candy. No two had the same number of pieces."]
ASK = "Can you figure out each child's costume and how much candy each collected?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
