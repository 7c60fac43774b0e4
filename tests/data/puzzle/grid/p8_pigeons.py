A = "Arrivals"
Y = "Ages"
def a(s, x):
    return s.n(A, x)
def y(s, x):
    return s.n(Y, x)
NUM = ""
INTRO = ["Results of Saturday's club race from Grantham. Four members' birds were clocked home; the times given are the official arrival times at each loft."]
REMARKS = INTRO
CATEGORIES = [
    ("Fanciers", ["Mr Bhatt", "Mrs Kerr", "Mr Llewellyn", "Miss Yates"]),
    ("Pigeons", ["Blue Bar", "Mealy Lad", "Silver Queen", "Tornado"]),
    ("Arrivals", ["11:52am", "12:07pm", "12:22pm", "12:37pm"], [712, 727, 742, 757]),
    ("Ages", ["2 years", "3 years", "4 years", "5 years"], [2, 3, 4, 5]),
]
SOLUTION = [("Mr Bhatt", "Silver Queen", "12:22pm", "3 years"), ("Mrs Kerr", "Tornado", "11:52am", "2 years"), ("Mr Llewellyn", "Blue Bar", "12:37pm", "5 years"), ("Miss Yates", "Mealy Lad", "12:07pm", "4 years")]
CLUES = [
    ("Tornado was first home.", lambda s: a(s, "Tornado") == 712),
    ("Mr Llewellyn's pigeon clocked in 15 minutes after Mr Bhatt's.", lambda s: a(s, "Mr Llewellyn") == a(s, "Mr Bhatt") + 15),
    ("The 4-year-old bird arrived half an hour before the 5-year-old.", lambda s: a(s, "4 years") == a(s, "5 years") - 30),
    ("Silver Queen is not Miss Yates's bird.", lambda s: not s.same("Silver Queen", "Miss Yates")),
    ("Mrs Kerr's bird is the youngest of the four.", lambda s: y(s, "Mrs Kerr") == 2),
    ("Blue Bar arrived later than Mealy Lad.", lambda s: a(s, "Blue Bar") > a(s, "Mealy Lad")),
    ("The 3-year-old got home after noon.", lambda s: a(s, "3 years") > 720),
    ("Mr Bhatt's pigeon is a year older than Mrs Kerr's.", lambda s: y(s, "Mr Bhatt") == y(s, "Mrs Kerr") + 1),
    ("Blue Bar is not owned by Mr Bhatt.", lambda s: not s.same("Blue Bar", "Mr Bhatt")),
    ("Mr Llewellyn's bird was the last one home.", lambda s: a(s, "Mr Llewellyn") == 757),
]
QUESTIONS = [("Which pigeon belongs to Mr Llewellyn?", lambda s: s.v("Pigeons", "Mr Llewellyn"))]
