A = "Ages"
P = "Places"
CATEGORIES = [
    ("Riders", ["Daisy", "Imogen", "Poppy", "Rosie"]),
    ("Ponies", ["Biscuit", "Conker", "Misty", "Toffee"]),
    ("Ages", ["9", "10", "11", "12"], [9, 10, 11, 12]),
    ("Places", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
NUMBERING = "1)"
INTRO = [
    "Four girls from the West Hadley Pony Club rode in the final of the bending race at "
    "the summer gymkhana. Each rode her own pony, and no two are the same age.",
]
CLUES = [
    ("The youngest rider, on Biscuit, won the race.",
     lambda s: s.same("9", "Biscuit") and s.same("9", "first")),
    ("Poppy, who is a year older than Daisy, finished behind her.",
     lambda s: s.n(A, "Poppy") == s.n(A, "Daisy") + 1 and s.n(P, "Poppy") > s.n(P, "Daisy")),
    ("Conker's rider, who came second, is a year older than Imogen.",
     lambda s: s.n(P, "Conker") == 2 and s.n(A, "Conker") == s.n(A, "Imogen") + 1),
    ("Misty didn't finish last.", lambda s: s.n(P, "Misty") != 4),
    ("Rosie is younger than Toffee's rider.", lambda s: s.n(A, "Rosie") < s.n(A, "Toffee")),
    ("Imogen is younger than Rosie.", lambda s: s.n(A, "Imogen") < s.n(A, "Rosie")),
]
OUTRO = ["Can you name each girl's pony, and give her age and her place in the final?"]
REMARKS = INTRO + OUTRO
