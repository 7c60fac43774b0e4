T = "Times"
C = "Temperatures"
CATEGORIES = [
    ("Leaders", ["Bonnie", "Darius", "Fern", "Harlan"]),
    ("Farms", ["Applegate Farm", "Hollow Oak", "Meadowbrook", "Red Barn"]),
    ("Times", ["5:30pm", "6:15pm", "7:00pm", "7:45pm"], [1050, 1095, 1140, 1185]),
    ("Temperatures", ["41 degrees", "45 degrees", "49 degrees", "53 degrees"], [41, 45, 49, 53]),
]
SOLUTION = [
    ["Bonnie", "Red Barn", "7:00pm", "45 degrees"],
    ["Darius", "Applegate Farm", "5:30pm", "53 degrees"],
    ["Fern", "Meadowbrook", "7:45pm", "41 degrees"],
    ["Harlan", "Hollow Oak", "6:15pm", "49 degrees"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The ride at Meadowbrook started 45 minutes after Bonnie's.",
     lambda s: s.n(T, "Meadowbrook") == s.n(T, "Bonnie") + 45),
    ("The earliest ride was also the warmest.",
     lambda s: s.same("5:30pm", "53 degrees")),
    ("Harlan's ride was 4 degrees warmer than Bonnie's.",
     lambda s: s.n(C, "Harlan") == s.n(C, "Bonnie") + 4),
    ("The 7:00pm hayride was either Bonnie's or the one at Hollow Oak.",
     lambda s: s.same("7:00pm", "Bonnie") != s.same("7:00pm", "Hollow Oak")),
    ("Of Darius and the group at Hollow Oak, one rode at 6:15pm and the other went to Applegate Farm.",
     lambda s: one_other(s, "Darius", "Hollow Oak", "6:15pm", "Applegate Farm")),
    ("Fern's ride was the coldest.",
     lambda s: s.n(C, "Fern") == 41),
    ("Harlan's group rode earlier than Fern's.",
     lambda s: s.n(T, "Harlan") < s.n(T, "Fern")),
]
NUM = "."
DOT = False
INTRO = ["Four scout leaders each took a group on an evening hayride at a different farm."]
OUTRO = []
REMARKS = INTRO + OUTRO
