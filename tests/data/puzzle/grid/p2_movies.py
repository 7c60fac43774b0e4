D = "Days"
CATEGORIES = [
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    ("Hosts", ["Ayla", "Bram", "Cleo", "Dario", "Esther"]),
    ("Films", ["cartoon", "documentary", "musical", "thriller", "western"]),
    ("Snacks", ["fruit", "ice cream", "nachos", "popcorn", "pretzels"]),
]
CLUES = [
    ("The week opened with Cleo's film night, and nobody had popcorn that evening.",
     lambda s: s.n(D, "Cleo") == 1 and s.n(D, "popcorn") != 1),
    ("Bram hosted two days after Ayla.", lambda s: s.n(D, "Bram") == s.n(D, "Ayla") + 2),
    ("The western was shown the day before the cartoon.", lambda s: s.n(D, "western") == s.n(D, "cartoon") - 1),
    ("Esther served popcorn, but not with the thriller.",
     lambda s: s.same("Esther", "popcorn") and not s.same("popcorn", "thriller")),
    ("Whoever served nachos showed the thriller.", lambda s: s.same("nachos", "thriller")),
    ("The documentary was on sometime before the musical.", lambda s: s.n(D, "documentary") < s.n(D, "musical")),
    ("Ice cream was served later in the week than pretzels.", lambda s: s.n(D, "ice cream") > s.n(D, "pretzels")),
    ("The musical wasn't shown on Tuesday.", lambda s: not s.same("musical", "Tuesday")),
    ("Dario hosted the last film night of the week.", lambda s: s.n(D, "Dario") == 5),
    ("Cleo served fruit.", lambda s: s.same("Cleo", "fruit")),
    ("The musical was shown sometime before Bram's film night.", lambda s: s.n(D, "musical") < s.n(D, "Bram")),
]
REMARKS = ["Five friends took turns hosting a film night, one evening each from Monday to Friday."]
QUESTIONS = [("On which day was the musical shown?", lambda s: s.v("Days", "musical"))]
