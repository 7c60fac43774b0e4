K = "Kiosks"
T = "Opening times"
def near(s, a, b):
    return abs(s.n(K, a) - s.n(K, b)) == 1
CATEGORIES = [
    ("Kiosks", ["1", "2", "3", "4", "5"]),
    ("Keepers", ["Mrs Bolt", "Mr Crouch", "Miss Doyle", "Mr Fisk", "Mrs Gower"]),
    ("Wares", ["buckets and spades", "candyfloss", "ice cream", "postcards", "whelks"]),
    ("Awnings", ["blue", "green", "orange", "purple", "red"]),
    ("Opening times", ["8am", "8:30am", "9am", "9:30am", "10am"], [480, 510, 540, 570, 600]),
]
SOLUTION = [
    ["1", "Mr Fisk", "whelks", "green", "9am"],
    ["2", "Mrs Gower", "postcards", "red", "8am"],
    ["3", "Miss Doyle", "ice cream", "blue", "10am"],
    ["4", "Mr Crouch", "candyfloss", "purple", "8:30am"],
    ["5", "Mrs Bolt", "buckets and spades", "orange", "9:30am"],
]
CLUES = [
    ("The kiosk nearest the pier sells whelks.", lambda s: s.n(K, "whelks") == 1),
    ("Mrs Gower is the first to open, at 8am.", lambda s: s.same("Mrs Gower", "8am")),
    ("The ice cream kiosk has a blue awning.", lambda s: s.same("ice cream", "blue")),
    ("Mr Crouch's kiosk is the next one beyond the ice cream kiosk, going away from the pier.",
     lambda s: s.n(K, "Mr Crouch") == s.n(K, "ice cream") + 1),
    ("The postcards are sold next door to the whelks.", lambda s: near(s, "postcards", "whelks")),
    ("The orange awning is at the far end from the pier.", lambda s: s.n(K, "orange") == 5),
    ("Mr Fisk opens at 9am, half an hour before Mrs Bolt.",
     lambda s: s.same("Mr Fisk", "9am") and s.n(T, "Mrs Bolt") == 570),
    ("Miss Doyle doesn't open until 10am.", lambda s: s.same("Miss Doyle", "10am")),
    ("The kiosk under the purple awning opens at half past eight.", lambda s: s.same("purple", "8:30am")),
    ("Mrs Gower's awning is red.", lambda s: s.same("Mrs Gower", "red")),
    ("The candyfloss kiosk stands between the ice cream and the buckets and spades.",
     lambda s: min(s.n(K, "ice cream"), s.n(K, "buckets and spades")) < s.n(K, "candyfloss") < max(s.n(K, "ice cream"), s.n(K, "buckets and spades"))),
    ("The green awning is nearer the pier than the red one.", lambda s: s.n(K, "green") < s.n(K, "red")),
    ("Mr Fisk's kiosk is nearer the pier than Miss Doyle's, which is nearer the pier than Mrs Bolt's.",
     lambda s: s.n(K, "Mr Fisk") < s.n(K, "Miss Doyle") < s.n(K, "Mrs Bolt")),
]
QUESTIONS = [("What does Mr Crouch sell?", lambda s: s.v("Wares", "Mr Crouch")),
             ("Who keeps the kiosk in the middle of the row?", lambda s: s.v("Keepers", "3"))]
NUM = "."
INTRO = ["Along the promenade at Weston, between the pier and the lifeboat station, stands a row of five kiosks, numbered 1 to 5 starting from the pier end.",
         "Each has a different keeper, sells something different, has an awning of a different colour and opens at a different time in the morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
