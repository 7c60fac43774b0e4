W = "Weeks"
CATEGORIES = [
    ("Pupils", ["Holly", "Ivan", "Jade", "Kofi"]),
    ("Pets", ["hamster", "stick insects", "guinea pig", "goldfish"]),
    ("Weeks", ["first week", "second week", "third week", "fourth week"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Holly", "guinea pig", "third week"],
    ["Ivan", "hamster", "first week"],
    ["Jade", "goldfish", "fourth week"],
    ["Kofi", "stick insects", "second week"],
]
CLUES = [
    ("The hamster went home with Ivan in the first week of the holidays.",
     lambda s: s.same("Ivan", "hamster") and s.n(W, "Ivan") == 1),
    ("Jade had her pet the week after Holly.", lambda s: s.n(W, "Jade") == s.n(W, "Holly") + 1),
    ("The stick insects were looked after the week before the guinea pig.",
     lambda s: s.n(W, "stick insects") == s.n(W, "guinea pig") - 1),
    ("Kofi did not take the goldfish.", lambda s: not s.same("Kofi", "goldfish")),
    ("Holly, who is scared of fish, didn't take the goldfish.", lambda s: not s.same("Holly", "goldfish")),
]
NUM = "."
DOT = False
INTRO = ["Over the summer holidays four pupils each took one of the class pets home for a week. No two pupils had a pet in the same week."]
OUTRO = []
REMARKS = INTRO + OUTRO
