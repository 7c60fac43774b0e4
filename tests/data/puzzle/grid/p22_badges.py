W = "Weeks"
CATEGORIES = [
    ("Scouts", ["Freya", "George", "Hamid", "Iris"]),
    ("Badges", ["camping", "cooking", "first aid", "knots"]),
    ("Weeks", ["2 weeks", "3 weeks", "4 weeks", "5 weeks"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Freya", "knots", "2 weeks"],
    ["George", "cooking", "5 weeks"],
    ["Hamid", "first aid", "3 weeks"],
    ["Iris", "camping", "4 weeks"],
]
CLUES = [
    ("The first aid badge took one week longer than the knots badge.",
     lambda s: s.n(W, "first aid") == s.n(W, "knots") + 1),
    ("George took the longest to earn his badge.", lambda s: s.n(W, "George") == 5),
    ("Iris needed a week less than George.", lambda s: s.n(W, "Iris") == s.n(W, "George") - 1),
    ("Hamid took longer than Freya.", lambda s: s.n(W, "Hamid") > s.n(W, "Freya")),
    ("The first aid badge wasn't earned by Iris or by George.",
     lambda s: not s.same("Iris", "first aid") and not s.same("George", "first aid")),
    ("The cooking badge took longer than the camping badge.", lambda s: s.n(W, "cooking") > s.n(W, "camping")),
]
QUESTIONS = [("Which badge did Hamid earn?", lambda s: s.v("Badges", "Hamid"))]
NUM = None
DOT = False
INTRO = ["Four scouts each earned a new badge this term, and each took a different number of weeks to do it."]
OUTRO = []
REMARKS = INTRO + OUTRO
