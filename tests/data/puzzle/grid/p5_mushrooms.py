W = "Weights"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Foragers", ["Ines", "Jakob", "Kit", "Lorna"]),
    ("Woods", ["Birchwood", "Hazel Copse", "Oakhanger", "Pine Ridge"]),
    ("Mushrooms", ["ceps", "chanterelles", "hedgehogs", "puffballs"]),
    ("Weights", ["350 g", "425 g", "500 g", "575 g"], [350, 425, 500, 575]),
]
CLUES = [
    ("Ines and Jakob went to Hazel Copse and Pine Ridge, respectively.",
     lambda s: s.same("Ines", "Hazel Copse") and s.same("Jakob", "Pine Ridge")),
    ("Jakob's basket was the heaviest, but he didn't find any puffballs.",
     lambda s: w(s, "Jakob") == 575 and not s.same("Jakob", "puffballs")),
    ("Whoever picked the hedgehogs brought home 75 g more than Kit.",
     lambda s: w(s, "hedgehogs") == w(s, "Kit") + 75),
    ("The ceps didn't come from Birchwood or Oakhanger.",
     lambda s: not s.same("ceps", "Birchwood") and not s.same("ceps", "Oakhanger")),
    ("Lorna's basket was lighter than Ines's.", lambda s: w(s, "Lorna") < w(s, "Ines")),
    ("The chanterelles were Ines's.", lambda s: s.same("chanterelles", "Ines")),
    ("Kit, the forager who went to Birchwood and the one who picked the ceps are three different people.",
     lambda s: len({s.e("Kit"), s.e("Birchwood"), s.e("ceps")}) == 3),
]
REMARKS = ["On the autumn fungus walk, four friends split up to search four different woods. Each came back with a basket of one kind of mushroom, and they weighed their finds at the end of the day."]
QUESTIONS = [("Who found the chanterelles, and how much did they weigh?",
              lambda s: (s.v("Foragers", "chanterelles"), s.v(W, "chanterelles")))]
