H = "Heights"
CATEGORIES = [
    ("Students", ["Amara", "Beckett", "Carmen", "Dario", "Esther"]),
    ("Padding", ["balloons", "bubble wrap", "cotton balls", "sponges", "straws"]),
    ("Heights", ["2 m", "4 m", "6 m", "8 m", "10 m"], [2, 4, 6, 8, 10]),
    ("Rooms", ["Room 2", "Room 5", "Room 7", "Room 9", "Room 12"]),
]
SOLUTION = [
    ["Amara", "straws", "8 m", "Room 5"],
    ["Beckett", "balloons", "2 m", "Room 12"],
    ["Carmen", "bubble wrap", "10 m", "Room 2"],
    ["Dario", "sponges", "4 m", "Room 9"],
    ["Esther", "cotton balls", "6 m", "Room 7"],
]
CLUES = [
    ("Carmen's egg survived the highest drop, and she used bubble wrap.", lambda s: s.n(H, "Carmen") == 10 and s.same("Carmen", "bubble wrap")),
    ("Beckett's egg survived only the lowest drop.", lambda s: s.n(H, "Beckett") == 2),
    ("The student from Room 9 reached 2 metres higher than Beckett.", lambda s: s.n(H, "Room 9") == s.n(H, "Beckett") + 2),
    ("Amara's egg went 2 metres higher than Esther's.", lambda s: s.n(H, "Amara") == s.n(H, "Esther") + 2),
    ("The sponge design survived a drop 4 metres lower than the straw design.", lambda s: s.n(H, "sponges") == s.n(H, "straws") - 4),
    ("The egg packed in cotton balls wasn't from Room 12 or Room 5.", lambda s: not s.same("cotton balls", "Room 12") and not s.same("cotton balls", "Room 5")),
    ("Room 2's student used bubble wrap.", lambda s: s.same("Room 2", "bubble wrap")),
    ("Neither Beckett nor Dario used cotton balls, and Esther is in Room 7.",
     lambda s: not s.same("Beckett", "cotton balls") and not s.same("Dario", "cotton balls") and s.same("Esther", "Room 7")),
    ("Amara isn't in Room 12.", lambda s: not s.same("Amara", "Room 12")),
]
QUESTIONS = [("Which padding did Dario use?", lambda s: s.v("Padding", "Dario")),
             ("Which room is Amara in?", lambda s: s.v("Rooms", "Amara"))]
NUM = ")"
DOT = False
INTRO = ["Five students from different homerooms entered the science fair egg drop. Each protected an egg with a different padding, and each egg survived a different greatest height."]
OUTRO = []
REMARKS = INTRO + OUTRO
