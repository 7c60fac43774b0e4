S = "Posted"
T = "Delivery"
def d(s, x):
    return s.n(S, x)
def t(s, x):
    return s.n(T, x)
NUM = "1."
INTRO = ["Last summer four of Marguerite's friends each sent her a postcard from a different country. She kept note of when each card was posted and how long it took to reach her."]
REMARKS = INTRO
CATEGORIES = [
    ("Friends", ["Greta", "Hamish", "Ingrid", "Jacques"]),
    ("Countries", ["Chile", "Iceland", "Japan", "Morocco"]),
    ("Posted", ["2 August", "9 August", "16 August", "30 August"], [2, 9, 16, 30]),
    ("Delivery", ["5 days", "8 days", "11 days", "14 days"], [5, 8, 11, 14]),
]
SOLUTION = [("Greta", "Japan", "9 August", "14 days"), ("Hamish", "Chile", "30 August", "8 days"), ("Ingrid", "Morocco", "2 August", "5 days"), ("Jacques", "Iceland", "16 August", "11 days")]
CLUES = [
    ("The card from Japan took the longest to arrive.", lambda s: t(s, "Japan") == 14),
    ("Ingrid's card was posted first and arrived the quickest.", lambda s: d(s, "Ingrid") == 2 and t(s, "Ingrid") == 5),
    ("Hamish posted his card two weeks after Jacques.", lambda s: d(s, "Hamish") == d(s, "Jacques") + 14),
    ("The card from Iceland took 3 days longer than the card from Chile.", lambda s: t(s, "Iceland") == t(s, "Chile") + 3),
    ("Greta's card was sent a week before Jacques's.", lambda s: d(s, "Greta") == d(s, "Jacques") - 7),
    ("Ingrid's card didn't come from Chile.", lambda s: not s.same("Ingrid", "Chile")),
    ("Hamish's card took 6 days less than Greta's.", lambda s: t(s, "Hamish") == t(s, "Greta") - 6),
    ("Greta was not in Iceland.", lambda s: not s.same("Greta", "Iceland")),
]
QUESTIONS = [("Who was in Iceland?", lambda s: s.v("Friends", "Iceland"))]
