Y = "Years"
CATEGORIES = [
    ("Clockmakers", ["Augustin", "Beatrix", "Cornelius", "Dorothea"]),
    ("Clocks", ["carriage clock", "cuckoo clock", "grandfather clock", "mantel clock"]),
    ("Years", ["1862", "1871", "1880", "1889"], [1862, 1871, 1880, 1889]),
    ("Woods", ["mahogany", "oak", "rosewood", "walnut"]),
]
SOLUTION = [
    ["Augustin", "mantel clock", "1880", "walnut"],
    ["Beatrix", "cuckoo clock", "1862", "oak"],
    ["Cornelius", "grandfather clock", "1889", "mahogany"],
    ["Dorothea", "carriage clock", "1871", "rosewood"],
]
CLUES = [
    ("The cuckoo clock is the oldest of the four.", lambda s: s.n(Y, "cuckoo clock") == 1862),
    ("Cornelius's clock was made 9 years after Augustin's.", lambda s: s.n(Y, "Cornelius") == s.n(Y, "Augustin") + 9),
    ("The walnut clock is 18 years younger than the oak clock.", lambda s: s.n(Y, "walnut") == s.n(Y, "oak") + 18),
    ("Dorothea didn't make the mantel clock.", lambda s: not s.same("Dorothea", "mantel clock")),
    ("The grandfather clock is made of mahogany.", lambda s: s.same("grandfather clock", "mahogany")),
]
CLUES.append(("Augustin's clock is 9 years younger than the carriage clock.", lambda s: s.n(Y, "Augustin") == s.n(Y, "carriage clock") + 9))
CLUES.append(("Dorothea's clock is 9 years older than the mantel clock.", lambda s: s.n(Y, "Dorothea") == s.n(Y, "mantel clock") - 9))
NUM = "."
INTRO = ["An antiques dealer has four clocks in the window, each by a different Victorian clockmaker, each made in a different year and each cased in a different wood."]
REMARKS = INTRO
