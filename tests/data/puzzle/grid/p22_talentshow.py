O = "Order"
V = "Votes"
CATEGORIES = [
    ("Performers", ["Ellie", "Felix", "Gemma", "Hugo"]),
    ("Acts", ["dancing", "juggling", "magic", "singing"]),
    ("Order", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
    ("Votes", ["9", "12", "15", "18"], [9, 12, 15, 18]),
]
SOLUTION = [
    ["Ellie", "singing", "second", "18"],
    ["Felix", "magic", "fourth", "12"],
    ["Gemma", "dancing", "first", "9"],
    ["Hugo", "juggling", "third", "15"],
]
CLUES = [
    ("The singer performed second and won the most votes.", lambda s: s.n(O, "singing") == 2 and s.n(V, "singing") == 18),
    ("Gemma opened the show.", lambda s: s.n(O, "Gemma") == 1),
    ("The juggler got 3 more votes than the magician.", lambda s: s.n(V, "juggling") == s.n(V, "magic") + 3),
    ("Hugo performed immediately before the magician.", lambda s: s.n(O, "magic") == s.n(O, "Hugo") + 1),
    ("Hugo got 3 votes fewer than Ellie.", lambda s: s.n(V, "Hugo") == s.n(V, "Ellie") - 3),
    ("Gemma got fewer votes than any of the others.", lambda s: s.n(V, "Gemma") == 9),
]
QUESTIONS = [
    ("Who did the juggling?", lambda s: s.v("Performers", "juggling")),
    ("How many votes did Felix get?", lambda s: s.v(V, "Felix")),
]
NUM = None
DOT = True
INTRO = ["Four children took part in the summer camp talent show, one after another, and the audience voted for their favourite acts."]
OUTRO = []
REMARKS = INTRO + OUTRO
