B = "Bulbs"
CATEGORIES = [
    ("First names", ["Doris", "Harold", "Norma", "Walter"]),
    ("Last names", ["Becker", "Cain", "Lyle", "Quinn"]),
    ("Displays", ["candy canes", "manger scene", "reindeer", "snowman"]),
    ("Bulbs", ["600 bulbs", "900 bulbs", "1200 bulbs", "1500 bulbs"], [600, 900, 1200, 1500]),
]
SOLUTION = [
    ["Doris", "Lyle", "reindeer", "1200 bulbs"],
    ["Harold", "Quinn", "manger scene", "600 bulbs"],
    ["Norma", "Becker", "snowman", "1500 bulbs"],
    ["Walter", "Cain", "candy canes", "900 bulbs"],
]
CLUES = [
    ("Mr. Cain's display used 300 more bulbs than Mr. Quinn's.", lambda s: s.n(B, "Cain") == s.n(B, "Quinn") + 300),
    ("Norma's yard, which doesn't have the reindeer, has the most bulbs of all.",
     lambda s: not s.same("Norma", "reindeer") and s.n(B, "Norma") == 1500),
    ("The manger scene is lit by fewer bulbs than any other display.", lambda s: s.n(B, "manger scene") == 600),
    ("Mrs. Lyle's display has 300 fewer bulbs than the snowman.", lambda s: s.n(B, "Lyle") == s.n(B, "snowman") - 300),
    ("Doris isn't Mrs. Becker.", lambda s: not s.same("Doris", "Becker")),
    ("Walter put up the candy canes.", lambda s: s.same("Walter", "candy canes")),
    ("Harold and Walter both used fewer bulbs than Doris.", lambda s: s.n(B, "Harold") < s.n(B, "Doris") and s.n(B, "Walter") < s.n(B, "Doris")),
]
QUESTIONS = [("How many bulbs light the reindeer?", lambda s: s.v(B, "reindeer"))]
NUM = "."
DOT = False
INTRO = ["Every December four neighbors on Birch Court try to outdo one another with their Christmas lights. This year each put up a different lighted display, using a different number of bulbs. From the clues, can you find each homeowner's full name, the display each put up, and the number of bulbs in it?"]
OUTRO = []
REMARKS = INTRO + OUTRO
