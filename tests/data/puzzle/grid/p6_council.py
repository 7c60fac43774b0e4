V = "Shares"
def v(s, x):
    return s.n(V, x)
CATEGORIES = [
    ("Candidates", ["Mrs Bright", "Mr Cole", "Dr Desai", "Ms Ellery"]),
    ("Wards", ["Northgate", "Riverside", "St Anne's", "Westfield"]),
    ("Shares", ["28%", "34%", "41%", "47%"], [28, 34, 41, 47]),
]
CLUES = [
    ("The St Anne's candidate polled 6 points less than Dr Desai.", lambda s: v(s, "St Anne's") == v(s, "Dr Desai") - 6),
    ("Mr Cole had the smallest share.", lambda s: v(s, "Mr Cole") == 28),
    ("Riverside's candidate beat Mr Cole's share by 6 points.", lambda s: v(s, "Riverside") == v(s, "Mr Cole") + 6),
    ("Ms Ellery did not stand in Northgate.", lambda s: not s.same("Ms Ellery", "Northgate")),
    ("Mrs Bright polled more than Ms Ellery.", lambda s: v(s, "Mrs Bright") > v(s, "Ms Ellery")),
    ("Either Mrs Bright or Mr Cole won St Anne's.", lambda s: s.same("Mrs Bright", "St Anne's") != s.same("Mr Cole", "St Anne's")),
    ("Dr Desai took the largest share of the four.", lambda s: v(s, "Dr Desai") == 47),
    ("Northgate did not elect Mr Cole.", lambda s: not s.same("Northgate", "Mr Cole")),
]
REMARKS = ["By-elections, four wards, one winner each. Shares are of the vote in the winner's own ward."]
