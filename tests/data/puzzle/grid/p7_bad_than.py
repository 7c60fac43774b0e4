# Clue 3, "Quentin pressed 15 litres more.", says more than nobody: the
# comparison has no second term, and each guess gives a different answer.
L = "Juice"
CATEGORIES = [
    ("Growers", ["Quentin", "Rhiannon", "Saul", "Tova"]),
    ("Apples", ["Bramley", "Cox", "Egremont Russet", "Jonagold"]),
    (L, ["30 L", "45 L", "60 L", "75 L"], [30, 45, 60, 75]),
]
CLUES = [
    ("The Bramley apples gave the most juice.", lambda s: s.same("Bramley", "75 L")),
    ("Saul pressed less juice than Tova.", lambda s: s.n(L, "Saul") < s.n(L, "Tova")),
    ("Tova's apples were not Cox.", lambda s: not s.same("Tova", "Cox")),
    ("The Jonagold yielded 30 L.", lambda s: s.same("Jonagold", "30 L")),
    ("Rhiannon grew the Bramleys.", lambda s: s.same("Rhiannon", "Bramley")),
]
REFUSED = {
    "Quentin pressed 15 litres more.": {
        "than Rhiannon": lambda s: s.n(L, "Quentin") == s.n(L, "Rhiannon") + 15,
        "than Saul": lambda s: s.n(L, "Quentin") == s.n(L, "Saul") + 15,
        "than Tova": lambda s: s.n(L, "Quentin") == s.n(L, "Tova") + 15,
    },
}
EXPECT = 3
INTRO = "Four growers brought their apples to the village cider press in October."
REMARKS = [INTRO]
QUESTIONS = [("How much juice did Quentin press?", None)]
REFUSED_AT = 3
