T = "Times"
L = "Lanes"
CATEGORIES = [
    ("Swimmers", ["Amara", "Bianca", "Chloe", "Delia", "Erin"]),
    ("Lanes", ["1", "2", "3", "4", "5"]),
    ("Times", ["58.4 seconds", "59.1 seconds", "59.8 seconds", "60.5 seconds", "61.2 seconds"],
     [584, 591, 598, 605, 612]),
]
CLUES = [
    ("Chloe swam the fastest time.", lambda s: s.n(T, "Chloe") == 584),
    ("The swimmer in lane 5 was 0.7 seconds slower than Erin.", lambda s: s.n(T, "5") == s.n(T, "Erin") + 7),
    ("Amara swam in a lane next to Chloe's.", lambda s: abs(s.n(L, "Amara") - s.n(L, "Chloe")) == 1),
    ("Bianca was slower than everyone else.", lambda s: s.n(T, "Bianca") == 612),
    ("The swimmer in lane 3 finished 0.7 seconds ahead of the swimmer in lane 2.",
     lambda s: s.n(T, "3") == s.n(T, "2") - 7),
    ("Delia swam in lane 5.", lambda s: s.n(L, "Delia") == 5),
    ("Bianca swam in one of the two outside lanes.", lambda s: s.n(L, "Bianca") in (1, 5)),
    ("The swimmer in lane 4 was faster than the swimmer in lane 3.", lambda s: s.n(T, "4") < s.n(T, "3")),
]
