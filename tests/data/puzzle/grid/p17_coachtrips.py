D = "Dates"
S = "Seats"
CATEGORIES = [
    ("Passengers", ["Mrs Vickers", "Mr Webb", "Mrs Xu", "Mr Young", "Miss Zola"]),
    ("Destinations", ["Bath", "Chester", "Lincoln", "Whitby", "Windsor"]),
    ("Dates", ["2 June", "9 June", "13 June", "21 June", "30 June"], [2, 9, 13, 21, 30]),
    ("Seats", ["seat 4", "seat 9", "seat 12", "seat 23", "seat 31"], [4, 9, 12, 23, 31]),
    ("Souvenirs", ["fudge", "keyring", "mug", "postcard", "tea towel"]),
]
SOLUTION = [
    ["Mrs Vickers", "Whitby", "13 June", "seat 23", "tea towel"],
    ["Mr Webb", "Bath", "2 June", "seat 9", "mug"],
    ["Mrs Xu", "Lincoln", "30 June", "seat 4", "postcard"],
    ["Mr Young", "Windsor", "21 June", "seat 31", "keyring"],
    ["Miss Zola", "Chester", "9 June", "seat 12", "fudge"],
]
CLUES = [
    ("The earliest trip, which went to Bath, was taken by neither Mrs Xu nor Miss Zola.",
     lambda s: s.n(D, "Bath") == 2 and not s.same("Bath", "Mrs Xu") and not s.same("Bath", "Miss Zola")),
    ("Mrs Xu, who sat in seat 4, went on the last trip of the month.", lambda s: s.same("Mrs Xu", "seat 4") and s.n(D, "Mrs Xu") == 30),
    ("The passenger in seat 31 went to Windsor eight days after Mrs Vickers's trip.",
     lambda s: s.same("seat 31", "Windsor") and s.n(D, "seat 31") == s.n(D, "Mrs Vickers") + 8),
    ("Miss Zola's trip was exactly a week after Mr Webb's.", lambda s: s.n(D, "Miss Zola") == s.n(D, "Mr Webb") + 7),
    ("The Whitby passenger sat in a higher-numbered seat than the Chester passenger, who brought home some fudge.",
     lambda s: s.n(S, "Whitby") > s.n(S, "Chester") and s.same("Chester", "fudge")),
    ("Miss Zola's seat number was 3 higher than Mr Webb's.", lambda s: s.n(S, "Miss Zola") == s.n(S, "Mr Webb") + 3),
    ("The mug was bought on the Bath trip, and the postcard on a later trip than the keyring.",
     lambda s: s.same("mug", "Bath") and s.n(D, "postcard") > s.n(D, "keyring")),
    ("Mrs Vickers didn't buy the keyring.", lambda s: not s.same("Mrs Vickers", "keyring")),
    ("The keyring was bought by the man in seat 31.", lambda s: s.same("keyring", "seat 31") and s.v("Passengers", "seat 31") in ["Mr Webb", "Mr Young"]),
    ("Mrs Xu went to neither Chester nor Whitby.", lambda s: not s.same("Mrs Xu", "Chester") and not s.same("Mrs Xu", "Whitby")),
]
QUESTIONS = [("Who bought the tea towel, and where did that trip go?",
              lambda s: (s.v("Passengers", "tea towel"), s.v("Destinations", "tea towel")))]
NUM = "."
DOT = False
INTRO = ["Sunbeam Coaches ran five day trips in June. Five regular passengers each went on a different trip, sat in a different seat and brought back a different souvenir."]
OUTRO = []
REMARKS = INTRO + OUTRO
