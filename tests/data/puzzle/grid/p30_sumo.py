W = "Weights"
CATEGORIES = [
    ("Wrestlers", ["Hayato", "Kenta", "Ryo", "Takeru"]),
    ("Stables", ["Azuma", "Kasuga", "Mori", "Sakura"]),
    ("Weights", ["148 kg", "156 kg", "164 kg", "172 kg"], [148, 156, 164, 172]),
]
SOLUTION = [
    ["Hayato", "Mori", "164 kg"],
    ["Kenta", "Azuma", "148 kg"],
    ["Ryo", "Sakura", "172 kg"],
    ["Takeru", "Kasuga", "156 kg"],
]
CLUES = [
    ("The wrestler from the Sakura stable weighs 16 kg more than Takeru.",
     lambda s: s.n(W, "Sakura") == s.n(W, "Takeru") + 16),
    ("Kenta is the lightest of the four.",
     lambda s: s.n(W, "Kenta") == 148),
    ("The 164-kg wrestler is either Ryo or the one from the Mori stable.",
     lambda s: s.same("164 kg", "Ryo") != s.same("164 kg", "Mori")),
    ("Takeru isn't from the Azuma stable.",
     lambda s: not s.same("Takeru", "Azuma")),
    ("Hayato weighs 8 kg less than Ryo.",
     lambda s: s.n(W, "Hayato") == s.n(W, "Ryo") - 8),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
