L = "Lengths"
CATEGORIES = [
    ("Students", ["Ashok", "Bridget", "Cassius", "Danae", "Emrys"]),
    ("Lengths", ["20 cm", "40 cm", "60 cm", "80 cm", "100 cm"], [20, 40, 60, 80, 100]),
    ("Bobs", ["brass", "cork", "glass", "lead", "wood"]),
    ("Strings", ["blue", "green", "red", "white", "yellow"]),
]
SOLUTION = [
    ["Ashok", "60 cm", "glass", "red"],
    ["Bridget", "100 cm", "lead", "white"],
    ["Cassius", "20 cm", "cork", "green"],
    ["Danae", "80 cm", "wood", "blue"],
    ["Emrys", "40 cm", "brass", "yellow"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The lead bob hangs on a string 40 cm longer than Ashok's.", lambda s: s.n(L, "lead") == s.n(L, "Ashok") + 40),
    ("The shortest pendulum has the cork bob.", lambda s: s.n(L, "cork") == 20),
    ("Danae's string is blue.", lambda s: s.same("Danae", "blue")),
    ("The pendulum on the yellow string is 20 cm longer than the cork one.", lambda s: s.n(L, "yellow") == s.n(L, "cork") + 20),
    ("The glass bob is on a longer string than the brass bob.", lambda s: s.n(L, "glass") > s.n(L, "brass")),
    ("Of Bridget and the student with the green string, one used lead and the other used cork.",
     lambda s: one_other(s, "Bridget", "green", "lead", "cork")),
    ("Emrys didn't use wood.", lambda s: not s.same("Emrys", "wood")),
    ("The wooden bob's string is 20 cm shorter than the white string.", lambda s: s.n(L, "wood") == s.n(L, "white") - 20),
    ("Emrys's pendulum is 20 cm longer than Cassius's.", lambda s: s.n(L, "Emrys") == s.n(L, "Cassius") + 20),
    ("Bridget's string is longer than Danae's.", lambda s: s.n(L, "Bridget") > s.n(L, "Danae")),
]
QUESTIONS = [("Whose pendulum had the glass bob?", lambda s: s.v("Students", "glass"))]
NUM = None
INTRO = ["Physics Practical: five students each built a pendulum with a different length of string, a different bob and a different colour of string."]
OUTRO = []
REMARKS = INTRO + OUTRO
