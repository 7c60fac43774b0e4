T = "Times"
CATEGORIES = [
    ("Candidates", ["Ashton", "Bianca", "Colin", "Dara"]),
    ("Companies", ["Brightway", "Corvex", "Nimbus", "Tallis"]),
    ("Times", ["9:00am", "10:30am", "12:00pm", "1:30pm"], [540, 630, 720, 810]),
]
SOLUTION = [
    ["Ashton", "Nimbus", "12:00pm"],
    ["Bianca", "Tallis", "9:00am"],
    ["Colin", "Corvex", "1:30pm"],
    ["Dara", "Brightway", "10:30am"],
]
CLUES = [
    ("Colin's interview began four and a half hours after Bianca's.", lambda s: s.n(T, "Colin") == s.n(T, "Bianca") + 270),
    ("The Nimbus interview was 90 minutes after the Brightway interview.", lambda s: s.n(T, "Nimbus") == s.n(T, "Brightway") + 90),
    ("Dara didn't interview with Corvex.", lambda s: not s.same("Dara", "Corvex")),
    ("The Tallis interview was the first of the day.", lambda s: s.n(T, "Tallis") == 540),
    ("Ashton's interview was later than Dara's.", lambda s: s.n(T, "Ashton") > s.n(T, "Dara")),
]
NUM = "."
DOT = False
INTRO = ["At the spring job fair, four candidates each had one interview."]
OUTRO = []
REMARKS = INTRO + OUTRO
