H = "Heights"
T = "Start times"
CATEGORIES = [
    ("Hikers", ["Anneke", "Bram", "Corliss", "Diego", "Esther"]),
    ("Heights", ["2100 ft", "2350 ft", "2600 ft", "2850 ft", "3100 ft"], [2100, 2350, 2600, 2850, 3100]),
    ("Peaks", ["Black Crag", "Fox Tor", "Grey Knott", "Raven Pike", "Windy Fell"]),
    ("Start times", ["7:00 am", "7:30 am", "8:00 am", "8:30 am", "9:00 am"], [420, 450, 480, 510, 540]),
    ("Snacks", ["apple", "banana", "flapjack", "sandwich", "trail mix"]),
]
SOLUTION = [
    ["Anneke", "2850 ft", "Raven Pike", "8:00 am", "flapjack"],
    ["Bram", "2100 ft", "Black Crag", "9:00 am", "banana"],
    ["Corliss", "3100 ft", "Windy Fell", "7:00 am", "trail mix"],
    ["Diego", "2350 ft", "Fox Tor", "7:30 am", "sandwich"],
    ["Esther", "2600 ft", "Grey Knott", "8:30 am", "apple"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The highest peak was climbed by the earliest starter.", lambda s: s.same("3100 ft", "7:00 am")),
    ("Bram set off last.", lambda s: s.n(T, "Bram") == 540),
    ("Fox Tor is 250 ft higher than Black Crag.", lambda s: s.n(H, "Fox Tor") == s.n(H, "Black Crag") + 250),
    ("Anneke started half an hour before Esther.", lambda s: s.n(T, "Anneke") == s.n(T, "Esther") - 30),
    ("The hiker who packed a banana climbed the lowest peak.", lambda s: s.n(H, "banana") == 2100),
    ("Grey Knott is 2600 ft high.", lambda s: s.same("Grey Knott", "2600 ft")),
    ("The hiker with the sandwich started an hour before Esther.", lambda s: s.n(T, "sandwich") == s.n(T, "Esther") - 60),
    ("Of Corliss and the hiker who took an apple, one climbed Windy Fell and the other climbed Grey Knott.",
     lambda s: one_other(s, "Corliss", "apple", "Windy Fell", "Grey Knott")),
    ("Anneke didn't take trail mix.", lambda s: not s.same("Anneke", "trail mix")),
    ("Esther's peak is 250 ft higher than Diego's.", lambda s: s.n(H, "Esther") == s.n(H, "Diego") + 250),
    ("Diego set off before Anneke.", lambda s: s.n(T, "Diego") < s.n(T, "Anneke")),
    ("Bram climbed a lower peak than Anneke.", lambda s: s.n(H, "Bram") < s.n(H, "Anneke")),
]
QUESTIONS = [
    ("Who climbed Fox Tor?", lambda s: s.v("Hikers", "Fox Tor")),
    ("What did Anneke take for a snack?", lambda s: s.v("Snacks", "Anneke")),
]
NUM = "."
INTRO = ["Five Summits: five members of a walking club each climbed a different hill on the same day, setting off at different times and each carrying a different snack."]
OUTRO = []
REMARKS = INTRO + OUTRO
