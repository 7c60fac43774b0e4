W = "Weights"
P = "Prices"
CATEGORIES = [
    ("Geckos", ["Ember", "Fig", "Pesto", "Waffles"]),
    ("Breeders", ["Carver", "Delgado", "Frye", "Nakamura"]),
    ("Morphs", ["albino", "blizzard", "tangerine", "tremper"]),
    ("Weights", ["45 grams", "55 grams", "65 grams", "75 grams"], [45, 55, 65, 75]),
    ("Prices", ["$90", "$120", "$150", "$180"], [90, 120, 150, 180]),
]
SOLUTION = [
    ["Ember", "Delgado", "tangerine", "65 grams", "$180"],
    ["Fig", "Nakamura", "albino", "45 grams", "$120"],
    ["Pesto", "Carver", "tremper", "55 grams", "$90"],
    ["Waffles", "Frye", "blizzard", "75 grams", "$150"],
]
CLUES = [
    ("The heaviest gecko sold for $150.", lambda s: s.n(P, "75 grams") == 150),
    ("The gecko that weighs 20 grams more than Pesto was bred by Frye.",
     lambda s: any(s.n(W, x) == s.n(W, "Pesto") + 20 and s.same(x, "Frye") for x in ["Ember", "Fig", "Pesto", "Waffles"])),
    ("Ember cost $30 more than the blizzard.", lambda s: s.n(P, "Ember") == s.n(P, "blizzard") + 30),
    ("Fig is the lightest, but it isn't the cheapest.",
     lambda s: s.n(W, "Fig") == 45 and s.n(P, "Fig") != 90),
    ("Of the Nakamura gecko and the tangerine, one weighs 45 grams and the other sold for $180.",
     lambda s: not s.same("Nakamura", "tangerine") and (
         (s.same("Nakamura", "45 grams") and s.same("tangerine", "$180")) or
         (s.same("tangerine", "45 grams") and s.same("Nakamura", "$180")))),
    ("The Carver gecko cost $30 less than Fig.", lambda s: s.n(P, "Carver") == s.n(P, "Fig") - 30),
    ("Pesto, the tremper, is 10 grams lighter than Ember.",
     lambda s: s.same("Pesto", "tremper") and s.n(W, "Pesto") == s.n(W, "Ember") - 10),
    ("The Delgado gecko is 20 grams heavier than the Nakamura gecko.",
     lambda s: s.n(W, "Delgado") == s.n(W, "Nakamura") + 20),
]
QUESTIONS = [("How much did Waffles sell for?", lambda s: s.v("Prices", "Waffles"))]
NUM = None
DOT = False
INTRO = ["Four leopard geckos were sold at the reptile expo."]
OUTRO = []
REMARKS = INTRO + OUTRO
