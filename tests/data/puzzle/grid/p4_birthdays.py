D = "Birthdays"
A = "Turning"
def d(s, x):
    return s.n(D, x)
def a(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Grandchildren", ["Bella", "Caspar", "Dotty", "Elio"]),
    ("Birthdays", ["3 May", "10 May", "17 May", "24 May"], [3, 10, 17, 24]),
    ("Turning", ["5", "6", "7", "8"], [5, 6, 7, 8]),
    ("Cakes", ["carrot", "lemon drizzle", "red velvet", "Victoria sponge"]),
]
CLUES = [
    ("The youngest grandchild, who is turning 5, has the last birthday of the month.",
     lambda s: d(s, "5") == 24),
    ("Caspar's birthday comes two weeks before Bella's.", lambda s: d(s, "Caspar") == d(s, "Bella") - 14),
    ("The carrot cake is for the child turning 7, whose birthday is a week after Caspar's.",
     lambda s: a(s, "carrot") == 7 and d(s, "7") == d(s, "Caspar") + 7),
    ("Bella is turning a year older than Elio.", lambda s: a(s, "Bella") == a(s, "Elio") + 1),
    ("Dotty isn't getting red velvet, and nor is Elio.",
     lambda s: not s.same("Dotty", "red velvet") and not s.same("Elio", "red velvet")),
    ("The child who gets the lemon drizzle cake has a birthday a week before the child who gets the Victoria sponge.",
     lambda s: d(s, "lemon drizzle") == d(s, "Victoria sponge") - 7),
    ("Dotty's birthday is later than Elio's.", lambda s: d(s, "Dotty") > d(s, "Elio")),
]
REMARKS = ["May is a busy month for Grandma Jo, who bakes a birthday cake for each of her four grandchildren, every cake different. Their birthdays fall a week apart, and each child is turning a different age."]
QUESTIONS = [("Which cake is for Caspar?", lambda s: s.v("Cakes", "Caspar"))]
