# Six categories with category lines (no final full stops): students' rooms
# 101 to 105 along a corridor; "next door to", "two doors away from",
# "between", "has a higher room number than", "at one end of the corridor".
H = "Rooms"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = False
CATEGORIES = [
    ("Rooms", ["101", "102", "103", "104", "105"], [1, 2, 3, 4, 5]),
    ("Students", ["Lena", "Marco", "Nadia", "Oscar", "Petra"]),
    ("Subjects", ["art", "chemistry", "history", "law", "maths"]),
    ("Instruments", ["drums", "guitar", "piano", "trumpet", "violin"]),
    ("Sports", ["hockey", "judo", "netball", "rowing", "squash"]),
    ("Hometowns", ["Bath", "Derby", "Hull", "Leeds", "York"]),
]
SOLUTION = [
    ("101", "Lena", "history", "drums", "rowing", "Leeds"),
    ("102", "Marco", "chemistry", "guitar", "hockey", "York"),
    ("103", "Nadia", "law", "violin", "squash", "Bath"),
    ("104", "Oscar", "maths", "piano", "netball", "Derby"),
    ("105", "Petra", "art", "trumpet", "judo", "Hull"),
]
INTRO = ["Five students have rooms along one corridor of a hall of residence, rooms 101 to 105 in order. Each studies a different subject, plays a different instrument and a different sport, and comes from a different town."]
CLUES = [
    ("The history student plays the drums.", lambda s: s.same("history", "drums")),
    ("Marco is from York.", lambda s: s.same("Marco", "York")),
    ("The student from Bath studies law.", lambda s: s.same("Bath", "law")),
    ("Room 103 belongs to the violinist.", lambda s: h(s, "violin") == 3),
    ("The rower lives in room 101.", lambda s: h(s, "rowing") == 1),
    ("Oscar's room is next door to Petra's.", lambda s: nextto(s, "Oscar", "Petra")),
    ("The guitarist lives next door to the drummer.", lambda s: nextto(s, "guitar", "drums")),
    ("Nadia plays squash.", lambda s: s.same("Nadia", "squash")),
    ("The student from Hull plays the trumpet.", lambda s: s.same("Hull", "trumpet")),
    ("Lena's room is two doors away from Nadia's.", lambda s: abs(h(s, "Lena") - h(s, "Nadia")) == 2),
    ("The maths student has a higher room number than the law student.", lambda s: h(s, "maths") > h(s, "law")),
    ("The hockey player is not from Leeds.", lambda s: not s.same("hockey", "Leeds")),
    ("Oscar does not study art.", lambda s: not s.same("Oscar", "art")),
    ("The pianist comes from Derby.", lambda s: s.same("piano", "Derby")),
    ("Petra's room is at one end of the corridor.", lambda s: h(s, "Petra") in (1, 5)),
    ("The judo player lives in room 105.", lambda s: h(s, "judo") == 5),
    ("Marco plays hockey.", lambda s: s.same("Marco", "hockey")),
    ("Petra does not play the piano.", lambda s: not s.same("Petra", "piano")),
    ("The chemistry student lives between the history student and the law student.", lambda s: min(h(s, "history"), h(s, "law")) < h(s, "chemistry") < max(h(s, "history"), h(s, "law"))),
]
QUESTIONS = [("Who plays the piano?", lambda s: s.v("Students", "piano")),
             ("Which sport does Oscar play?", lambda s: s.v("Sports", "Oscar"))]
REMARKS = INTRO
