W = "Weights"
CATEGORIES = [
    ("Paddlers", ["Bryn", "Carys", "Nia", "Wyn"]),
    ("Canoes", ["green", "orange", "purple", "yellow"]),
    ("Weights", ["18 kg", "20 kg", "22 kg", "24 kg"], [18, 20, 22, 24]),
]
CLUES = [
    ("The purple canoe is the heaviest of the four.", lambda s: s.n(W, "purple") == 24),
    ("Nia's canoe is the lightest, but it isn't the orange one.",
     lambda s: s.n(W, "Nia") == 18 and not s.same("Nia", "orange")),
    ("Carys paddles the yellow canoe.", lambda s: s.same("Carys", "yellow")),
    ("Bryn's canoe is neither green nor purple.", lambda s: not s.same("Bryn", "green") and not s.same("Bryn", "purple")),
]
BAD = (4, "Wyn's canoe is a few kilos heavier than Bryn's.")
REFUSED = {BAD[1]: {
    "'2 kg heavier'": lambda s: s.n(W, "Wyn") == s.n(W, "Bryn") + 2,
    "'4 kg heavier'": lambda s: s.n(W, "Wyn") == s.n(W, "Bryn") + 4,
    "'heavier, by any amount'": lambda s: s.n(W, "Wyn") > s.n(W, "Bryn"),
}}
EXPECT = 2
QUESTIONS = [("How much does Bryn's canoe weigh?", None)]
NUM = ")"
DOT = True
INTRO = ["Four members of the canoe club each have their own canoe, each a different colour and a different weight."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Wyn's canoe is a few kilos heavier than Bryn's.", must be refused:
"a few kilos" names no amount. The weights go up in steps of 2 kg, so "a few
kilos" could be 2 kg or 4 kg (or 6 kg), and the puzzle does not say which.
Without the clue the puzzle has two solutions (Wyn has the purple 24 kg canoe,
and Bryn's orange canoe weighs 20 kg and Carys's yellow one 22 kg, or the other
way round); read as plain "heavier" the clue holds in both. Read as "2 kg
heavier" it gives one of them (Bryn 22 kg), read as "4 kg heavier" the other
(Bryn 20 kg), so a reader that fixes an amount answers
with confidence and may well be wrong."""
