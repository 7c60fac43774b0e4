D = "Days"
CATEGORIES = [
    ("Owners", ["Mrs. Abbott", "Mr. Brook", "Ms. Carter", "Mr. Dale"]),
    ("Pets", ["cat", "tortoise", "rabbit", "parrot"]),
    ("Places", ["in a shed", "up a tree", "under a car", "in the library"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Mrs. Abbott", "parrot", "up a tree", "Wednesday"],
    ["Mr. Brook", "tortoise", "under a car", "Thursday"],
    ["Ms. Carter", "cat", "in the library", "Monday"],
    ["Mr. Dale", "rabbit", "in a shed", "Tuesday"],
]
CLUES = [
    ("The cat that turned up in the library was found two days before Mrs. Abbott's pet.",
     lambda s: s.same("cat", "in the library") and s.n(D, "cat") == s.n(D, "Mrs. Abbott") - 2),
    ("Mr. Dale's pet, which was not the parrot, was found the day after Ms. Carter's.",
     lambda s: not s.same("Mr. Dale", "parrot") and s.n(D, "Mr. Dale") == s.n(D, "Ms. Carter") + 1),
    ("The pet found up a tree was not the tortoise.", lambda s: not s.same("up a tree", "tortoise")),
    ("Mr. Brook's pet was found on Thursday, but not in the shed.",
     lambda s: s.n(D, "Mr. Brook") == 4 and not s.same("Mr. Brook", "in a shed")),
    ("The rabbit was found in a shed.", lambda s: s.same("rabbit", "in a shed")),
    ("The tortoise was found the day after the parrot.", lambda s: s.n(D, "tortoise") == s.n(D, "parrot") + 1),
]
QUESTIONS = [("Where was the parrot found?", lambda s: s.v("Places", "parrot"))]
NUM = "."
DOT = False
INTRO = ["Last week four pets went missing in our street. Each was found on a different day, Monday to Thursday, and in a different place."]
OUTRO = []
REMARKS = INTRO + OUTRO
