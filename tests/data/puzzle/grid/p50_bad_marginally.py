W = "Weights"
CATEGORIES = [
    ("Travellers", ["Quilla", "Rufus", "Saoirse", "Teodor"]),
    ("Bags", ["backpack", "duffel", "tote", "wheelie case"]),
    ("Weights", ["5 kg", "6 kg", "7 kg", "8 kg"], [5, 6, 7, 8]),
]
CLUES = [
    ("Quilla carried the tote, the lightest bag of the four.", lambda s: s.same("Quilla", "tote") and s.n(W, "tote") == 5),
    ("Saoirse's backpack weighed less than Teodor's bag.", lambda s: s.same("Saoirse", "backpack") and s.n(W, "Saoirse") < s.n(W, "Teodor")),
    ("Rufus didn't have the wheelie case.", lambda s: not s.same("Rufus", "wheelie case")),
]
BAD = (4, "Rufus's bag was only marginally heavier than Saoirse's.")
REFUSED = {BAD[1]: {
    "'1 kg heavier'": lambda s: s.n(W, "Rufus") == s.n(W, "Saoirse") + 1,
    "'1 or 2 kg heavier'": lambda s: s.n(W, "Rufus") - s.n(W, "Saoirse") in (1, 2),
    "'heavier by any amount'": lambda s: s.n(W, "Rufus") > s.n(W, "Saoirse"),
}}
EXPECT = 3
NUM = "."
INTRO = ["Cabin Bags: four passengers had their cabin bags weighed at the gate. Each carried a different kind of bag, and no two weighed the same."]
OUTRO = []
REMARKS = INTRO
BAD_WHY = """Clue 4, "Rufus's bag was only marginally heavier than Saoirse's.", must be
refused: "only marginally heavier" says Rufus's bag was heavier but gives no amount,
and the weights go up in whole kilograms, so it cannot be told whether 1 kg, 2 kg or
any difference is meant. Without it the puzzle has three solutions; read as 1 kg
heavier it leaves one of them, read as 1 or 2 kg or as any amount it leaves two, so
the answer depends on a guess."""
