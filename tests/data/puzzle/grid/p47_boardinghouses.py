R = "Rooms"
CATEGORIES = [
    ("Families", ["the Ashtons", "the Blakes", "the Carters", "the Dawsons"]),
    ("Children", ["Gary", "Julie", "Kevin", "Susan"]),
    ("Rooms", ["Room 1", "Room 2", "Room 3", "Room 4"]),
    ("Home towns", ["Bolton", "Bury", "Oldham", "Wigan"]),
]
SOLUTION = [
    ["the Ashtons", "Julie", "Room 3", "Wigan"],
    ["the Blakes", "Kevin", "Room 1", "Bury"],
    ["the Carters", "Susan", "Room 4", "Bolton"],
    ["the Dawsons", "Gary", "Room 2", "Oldham"],
]
GIRLS = ("Julie", "Susan")
CLUES = [
    ("The Ashtons' daughter has a room whose number is one higher than that of the family from Oldham.",
     lambda s: s.v("Children", "the Ashtons") in GIRLS and s.n(R, "the Ashtons") == s.n(R, "Oldham") + 1),
    ("The Blakes, who aren't from Wigan, are in Room 1.", lambda s: not s.same("the Blakes", "Wigan") and s.same("the Blakes", "Room 1")),
    ("Kevin's family has come from Bury.", lambda s: s.same("Kevin", "Bury")),
    ("Gary and his parents are in the room next to the Blakes'.", lambda s: abs(s.n(R, "Gary") - s.n(R, "the Blakes")) == 1),
    ("Susan's family has Room 4, at the top of the house.", lambda s: s.same("Susan", "Room 4")),
    ("The family from Bolton isn't the Ashtons.", lambda s: not s.same("Bolton", "the Ashtons")),
    ("The Ashtons' room number is lower than the Carters'.", lambda s: s.n(R, "the Ashtons") < s.n(R, "the Carters")),
]
QUESTIONS = [("Where are the Dawsons from, and what is their child called?",
              lambda s: (s.v("Home towns", "the Dawsons"), s.v("Children", "the Dawsons")))]
NUM = "."
INTRO = ["Four families from Lancashire are spending Wakes Week at Mrs Brierley's boarding house on the front at Blackpool, each in a different room.",
         "Each family has brought one child: two boys, Gary and Kevin, and two girls, Julie and Susan."]
OUTRO = []
REMARKS = INTRO + OUTRO
