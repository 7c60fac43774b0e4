# No category lines: five student rooms along a corridor, counted from the
# stairs (an intro says so), clues numbered "1)"; "nearest the stairs", "at
# the far end of the corridor", "further from the stairs", "two doors from";
# Ireland occurs only in a question.
H = "Rooms"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1)"
CATEGORY_LINES = False
CATEGORIES = [
    ("Rooms", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Students", ["Ayo", "Bea", "Cal", "Dimitri", "Esme"]),
    ("Subjects", ["chemistry", "history", "law", "maths", "music"]),
    ("Countries", ["Brazil", "Ghana", "Ireland", "Japan", "Poland"]),
]
SOLUTION = [
    ("1", "Cal", "law", "Ghana"),
    ("2", "Esme", "music", "Ireland"),
    ("3", "Ayo", "maths", "Poland"),
    ("4", "Bea", "history", "Japan"),
    ("5", "Dimitri", "chemistry", "Brazil"),
]
INTRO = ["Five students have rooms along one corridor of a hall of residence. The rooms are numbered 1 to 5, and room 1 is nearest the stairs. Each student studies a different subject and comes from a different country."]
CLUES = [
    ("Cal's room is nearest the stairs.", lambda s: h(s, "Cal") == 1),
    ("The law student comes from Ghana.", lambda s: s.same("law", "Ghana")),
    ("Ayo has the middle room.", lambda s: h(s, "Ayo") == 3),
    ("The music student lives next door to the law student.", lambda s: nextto(s, "music", "law")),
    ("Dimitri studies chemistry.", lambda s: s.same("Dimitri", "chemistry")),
    ("Ayo is studying maths.", lambda s: s.same("Ayo", "maths")),
    ("Cal is a law student.", lambda s: s.same("Cal", "law")),
    ("Bea's room is next door to Ayo's, further from the stairs.", lambda s: h(s, "Bea") == h(s, "Ayo") + 1),
    ("The student from Brazil has the room at the far end of the corridor.", lambda s: h(s, "Brazil") == 5),
    ("Esme is not from Poland.", lambda s: not s.same("Esme", "Poland")),
    ("The history student's room is further from the stairs than the music student's.", lambda s: h(s, "history") > h(s, "music")),
    ("Whoever studies history comes from Japan.", lambda s: s.same("history", "Japan")),
    ("The maths student is from Poland.", lambda s: s.same("maths", "Poland")),
    ("Esme's room is two doors from Bea's.", lambda s: abs(h(s, "Esme") - h(s, "Bea")) == 2),
]
QUESTIONS = [("Who comes from Ireland?", lambda s: s.v("Students", "Ireland")),
             ("What does Bea study?", lambda s: s.v("Subjects", "Bea"))]
REMARKS = INTRO
