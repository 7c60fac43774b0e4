T = "Arrivals"
A = "Age"
CATEGORIES = [
    ("Visitors", ["Mr Finch", "Mrs Gray", "Mr Hart", "Mrs Irons"]),
    ("Figures", ["Churchill", "Dickens", "Nelson", "Queen Victoria"]),
    ("Arrivals", ["10:00am", "10:30am", "11:00am", "11:30am"], [600, 630, 660, 690]),
    ("Age", ["34", "41", "48", "55"], [34, 41, 48, 55]),
]
SOLUTION = [
    ["Mr Finch", "Dickens", "11:00am", "55"],
    ["Mrs Gray", "Nelson", "10:00am", "41"],
    ["Mr Hart", "Queen Victoria", "11:30am", "34"],
    ["Mrs Irons", "Churchill", "10:30am", "48"],
]
MEN = ("Mr Finch", "Mr Hart")
CLUES = [
    ("The oldest visitor arrived at 11:00am.", lambda s: s.same("55", "11:00am")),
    ("Mrs Gray arrived half an hour before Mrs Irons, who is seven years older than her.",
     lambda s: s.n(T, "Mrs Gray") == s.n(T, "Mrs Irons") - 30 and s.n(A, "Mrs Irons") == s.n(A, "Mrs Gray") + 7),
    ("The youngest visitor liked Queen Victoria best.", lambda s: s.same("34", "Queen Victoria")),
    ("Of the two men, one liked Dickens best and the other arrived last.",
     lambda s: (s.same("Mr Finch", "Dickens") and s.n(T, "Mr Hart") == 690)
     or (s.same("Mr Hart", "Dickens") and s.n(T, "Mr Finch") == 690)),
    ("The Nelson fan isn't 48.", lambda s: not s.same("Nelson", "48")),
    ("Mrs Gray was the first to arrive.", lambda s: s.n(T, "Mrs Gray") == 600),
    ("The Churchill fan arrived at 10:30am.", lambda s: s.same("Churchill", "10:30am")),
    ("Mr Hart didn't arrive at 11:00am.", lambda s: not s.same("Mr Hart", "11:00am")),
]
NUM = "."
DOT = True
INTRO = ["Four visitors to the seaside waxworks arrived at different times and were asked which figure they liked best."]
OUTRO = []
REMARKS = INTRO + OUTRO
