P = "Prices"
D = "Days"
CATEGORIES = [
    ("Volunteers", ["Gail", "Harry", "Irene", "Jack"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("Items", ["board game", "lamp", "raincoat", "teapot"]),
    ("Prices", ["£2", "£4", "£6", "£8"], [2, 4, 6, 8]),
]
SOLUTION = [
    ["Gail", "Wednesday", "raincoat", "£8"],
    ["Harry", "Monday", "teapot", "£4"],
    ["Irene", "Thursday", "lamp", "£2"],
    ["Jack", "Tuesday", "board game", "£6"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The four volunteers were Harry, the one who sold the lamp, the one who works on Tuesdays and the one who sold an item for £8.",
     lambda s: distinct(s, "Harry", "lamp", "Tuesday", "£8")),
    ("The teapot sold for £2 less than the board game.", lambda s: s.n(P, "teapot") == s.n(P, "board game") - 2),
    ("Gail works the day after Jack.", lambda s: s.n(D, "Gail") == s.n(D, "Jack") + 1),
    ("The lamp was the cheapest item.", lambda s: s.n(P, "lamp") == 2),
    ("Irene works later in the week than Gail.", lambda s: s.n(D, "Irene") > s.n(D, "Gail")),
    ("Jack's item cost £2 more than Harry's.", lambda s: s.n(P, "Jack") == s.n(P, "Harry") + 2),
    ("The raincoat wasn't sold on Monday or on Tuesday.", lambda s: s.n(D, "raincoat") > 2),
    ("Irene didn't sell the raincoat.", lambda s: not s.same("Irene", "raincoat")),
]
NUM = "."
DOT = False
INTRO = ["Four volunteers each cover one weekday at the hospice charity shop on the High Street. Last week each of them sold one item, and no two items fetched the same price."]
OUTRO = []
REMARKS = INTRO + OUTRO
