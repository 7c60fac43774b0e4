Y = "Yields"
R = "Ripe"
def y(s, x):
    return s.n(Y, x)
def r(s, x):
    return s.n(R, x)
CATEGORIES = [
    ("Growers", ["Mr Patel", "Mrs Quayle", "Mr Rudd", "Ms Sato"]),
    ("Varieties", ["Alicante", "Gardener's Delight", "Moneymaker", "Shirley"]),
    ("Yields", ["4.6 kg", "5.3 kg", "6.0 kg", "6.7 kg"], [46, 53, 60, 67]),
    ("Ripe", ["28th June", "5th July", "12th July", "19th July"], [179, 186, 193, 200]),
]
CLUES = [
    ("Gardener's Delight ripened first.", lambda s: r(s, "Gardener's Delight") == 179),
    ("Moneymaker was the last to ripen and gave the lightest crop.", lambda s: r(s, "Moneymaker") == 200 and y(s, "Moneymaker") == 46),
    ("Ms Sato's first ripe tomato came a week before Mr Patel's.", lambda s: r(s, "Ms Sato") == r(s, "Mr Patel") - 7),
    ("Shirley yielded more than Alicante.", lambda s: y(s, "Shirley") > y(s, "Alicante")),
    ("Mr Rudd's tomatoes ripened last.", lambda s: r(s, "Mr Rudd") == 200),
    ("Mrs Quayle's crop was 0.7 kg heavier than the Moneymaker crop.", lambda s: y(s, "Mrs Quayle") == y(s, "Moneymaker") + 7),
    ("Shirley was ready a week after Alicante.", lambda s: r(s, "Shirley") == r(s, "Alicante") + 7),
]
REMARKS = ["Greenhouse tomatoes, one variety per grower. Ripe is the date of each grower's first ripe fruit."]
QUESTIONS = [("Who grows Moneymaker?", lambda s: s.v("Growers", "Moneymaker"))]
