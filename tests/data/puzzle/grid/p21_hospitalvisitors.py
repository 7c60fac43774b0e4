T = "Times"
CATEGORIES = [
    ("Visitors", ["Gwen", "Harold", "Iris", "Jack"]),
    ("Gifts", ["chocolates", "flowers", "grapes", "magazines"]),
    ("Towns", ["Ashby", "Barton", "Cromer", "Dereham"]),
    ("Times", ["2:15pm", "2:30pm", "2:45pm", "3:00pm"], [855, 870, 885, 900]),
]
SOLUTION = [
    ["Gwen", "chocolates", "Cromer", "2:45pm"],
    ["Harold", "grapes", "Ashby", "2:15pm"],
    ["Iris", "flowers", "Dereham", "3:00pm"],
    ["Jack", "magazines", "Barton", "2:30pm"],
]
CLUES = [
    ("The first visitor to arrive brought a bag of grapes.", lambda s: s.n(T, "grapes") == 855),
    ("The visitor from Barton arrived a quarter of an hour before Gwen.",
     lambda s: s.n(T, "Barton") == s.n(T, "Gwen") - 15),
    ("Iris, who didn't bring the chocolates, was the last to arrive.",
     lambda s: not s.same("Iris", "chocolates") and s.n(T, "Iris") == 900),
    ("The flowers were brought by the visitor who had travelled from Dereham.",
     lambda s: s.same("flowers", "Dereham")),
    ("Harold doesn't live in Cromer, and Jack doesn't live in Ashby.",
     lambda s: not s.same("Harold", "Cromer") and not s.same("Jack", "Ashby")),
    ("The magazines arrived fifteen minutes after the grapes.",
     lambda s: s.n(T, "magazines") == s.n(T, "grapes") + 15),
    ("Jack arrived after Harold but before Gwen.",
     lambda s: s.n(T, "Harold") < s.n(T, "Jack") < s.n(T, "Gwen")),
]
QUESTIONS = [("At what time did Harold arrive?", lambda s: s.v("Times", "Harold"))]
NUM = "."
DOT = True
INTRO = ["Visiting Hours",
         "Old Mr Pike spent a week in Ward 7 of the cottage hospital, and on Sunday afternoon four visitors came to see him, one after another. "
         "Each came from a different town, arrived at a different time and brought him a different gift."]
OUTRO = []
REMARKS = INTRO + OUTRO
