J = "Jerseys"
C = "Catches"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Players", ["Harper", "Ignacio", "June", "Kwame", "Lottie"]),
    ("Teams", ["Comets", "Falcons", "Hornets", "Pythons", "Vipers"]),
    ("Jerseys", ["4", "11", "17", "26", "31"], [4, 11, 17, 26, 31]),
    ("Catches", ["3 catches", "5 catches", "6 catches", "8 catches", "10 catches"], [3, 5, 6, 8, 10]),
    ("Jobs", ["barista", "electrician", "librarian", "nurse", "teacher"]),
]
SOLUTION = [
    ["Harper", "Falcons", "26", "8 catches", "nurse"],
    ["Ignacio", "Vipers", "4", "3 catches", "teacher"],
    ["June", "Comets", "31", "10 catches", "electrician"],
    ["Kwame", "Hornets", "11", "5 catches", "librarian"],
    ["Lottie", "Pythons", "17", "6 catches", "barista"],
]
CLUES = [
    ("The player who made the most catches wears number 31.", lambda s: s.same("10 catches", "31")),
    ("Harper made 3 more catches than Kwame.", lambda s: s.n(C, "Harper") == s.n(C, "Kwame") + 3),
    ("The nurse's jersey number is 9 higher than Lottie's.", lambda s: s.n(J, "nurse") == s.n(J, "Lottie") + 9),
    ("Of the Hornets player and the teacher, one wears number 11 and the other made only 3 catches.",
     lambda s: not s.same("Hornets", "teacher") and (
         (s.same("Hornets", "11") and s.same("teacher", "3 catches")) or
         (s.same("teacher", "11") and s.same("Hornets", "3 catches")))),
    ("The five players are June, the barista, the Vipers player, the one in number 26 and the librarian.",
     lambda s: diff(s, "June", "barista", "Vipers", "26", "librarian")),
    ("The electrician plays for either the Comets or the Pythons.",
     lambda s: s.same("electrician", "Comets") or s.same("electrician", "Pythons")),
    ("Neither Ignacio nor Lottie plays for the Falcons.", lambda s: not s.same("Ignacio", "Falcons") and not s.same("Lottie", "Falcons")),
    ("The player in number 4 caught fewer balls than the librarian.", lambda s: s.n(C, "4") < s.n(C, "librarian")),
    ("The barista didn't make 2 more catches than the teacher.", lambda s: s.n(C, "barista") != s.n(C, "teacher") + 2),
    ("The Pythons player, who isn't the nurse, made one catch more than Kwame.",
     lambda s: not s.same("Pythons", "nurse") and s.n(C, "Pythons") == s.n(C, "Kwame") + 1),
    ("Ignacio wears the lowest number of the five.", lambda s: s.n(J, "Ignacio") == 4),
    ("Kwame wears number 11 but isn't the nurse.", lambda s: s.same("Kwame", "11") and not s.same("Kwame", "nurse")),
    ("Lottie isn't the librarian, and Ignacio doesn't play for the Hornets.",
     lambda s: not s.same("Lottie", "librarian") and not s.same("Ignacio", "Hornets")),
]
QUESTIONS = [("Who is the electrician?", lambda s: s.v("Players", "electrician"))]
NUM = None
DOT = False
INTRO = ["Five players from a Thursday-night dodgeball league each play for a different team."]
OUTRO = []
REMARKS = INTRO + OUTRO
