W = "Catches"
T = "Departures"
CATEGORIES = [
    ("Boats", ["Girl Maisie", "Morning Star", "Silver Darling", "Three Brothers"]),
    ("Skippers", ["Jem", "Kerensa", "Loveday", "Tam"]),
    ("Catches", ["320 kg", "450 kg", "610 kg", "780 kg"], [320, 450, 610, 780]),
    ("Departures", ["4:00am", "4:30am", "5:15am", "6:00am"], [240, 270, 315, 360]),
]
SOLUTION = [
    ["Girl Maisie", "Loveday", "610 kg", "4:00am"],
    ["Morning Star", "Tam", "320 kg", "6:00am"],
    ["Silver Darling", "Jem", "780 kg", "4:30am"],
    ["Three Brothers", "Kerensa", "450 kg", "5:15am"],
]
CLUES = [
    ("The last boat to leave landed the smallest catch.", lambda s: s.same("6:00am", "320 kg")),
    ("Loveday's boat left half an hour before Jem's.", lambda s: s.n(T, "Loveday") == s.n(T, "Jem") - 30),
    ("The Silver Darling landed 170 kg more than Loveday's boat.", lambda s: s.n(W, "Silver Darling") == s.n(W, "Loveday") + 170),
    ("Kerensa skippers the Three Brothers.", lambda s: s.same("Kerensa", "Three Brothers")),
    ("The Girl Maisie sailed earlier than the Three Brothers.", lambda s: s.n(T, "Girl Maisie") < s.n(T, "Three Brothers")),
    ("Tam didn't catch 450 kg.", lambda s: not s.same("Tam", "450 kg")),
    ("Of the Morning Star and the 4:30am boat, one is Tam's and the other is Jem's.",
     lambda s: not s.same("Morning Star", "4:30am") and {s.v("Skippers", "Morning Star"), s.v("Skippers", "4:30am")} == {"Tam", "Jem"}),
]
NUM = ""
DOT = True
INTRO = ["Four small boats went out from the harbour before dawn on Friday."]
OUTRO = []
REMARKS = INTRO + OUTRO
