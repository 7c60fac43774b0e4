S = "Scores"
def sc(s, x):
    return s.n(S, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Speakers", ["Amara", "Benedikt", "Cormac", "Dilnoza"]),
    ("Schools", ["Hillcrest", "Oakridge", "Riverside", "St. Jude's"]),
    ("Scores", ["71%", "76%", "82%", "88%"], [71, 76, 82, 88]),
]
SOLUTION = [("Amara", "St. Jude's", "82%"), ("Benedikt", "Hillcrest", "71%"), ("Cormac", "Riverside", "88%"), ("Dilnoza", "Oakridge", "76%")]
INTRO = ["Four students reached the final of the county debating competition."]
REMARKS = INTRO
CLUES = [
    ("The speaker from Riverside got the highest score.", lambda s: sc(s, "Riverside") == 88),
    ("Dilnoza scored 5 percentage points higher than Benedikt.", lambda s: sc(s, "Dilnoza") == sc(s, "Benedikt") + 5),
    ("The student from St. Jude's scored 6 points more than the student from Oakridge.", lambda s: sc(s, "St. Jude's") == sc(s, "Oakridge") + 6),
    ("Amara is not from Riverside.", lambda s: not s.same("Amara", "Riverside")),
    ("Of Benedikt and the speaker who scored 82%, one is from Hillcrest and the other is from St. Jude's.", lambda s: not s.same("Benedikt", "82%") and ((s.same("Benedikt", "Hillcrest") and s.same("82%", "St. Jude's")) or (s.same("Benedikt", "St. Jude's") and s.same("82%", "Hillcrest")))),
    ("Cormac scored higher than Amara.", lambda s: sc(s, "Cormac") > sc(s, "Amara")),
]
QUESTIONS = [("What did Amara score?", lambda s: s.v(S, "Amara"))]
