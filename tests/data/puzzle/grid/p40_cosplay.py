H = "Hours"
R = "Places"
CATEGORIES = [
    ("Cosplayers", ["Aiko", "Bartek", "Celeste", "Darnell", "Evie"]),
    ("Characters", ["knight", "robot", "sorceress", "space pirate", "vampire"]),
    ("Hours", ["40 hours", "60 hours", "80 hours", "100 hours", "120 hours"], [40, 60, 80, 100, 120]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Aiko", "sorceress", "120 hours", "2nd"],
    ["Bartek", "robot", "100 hours", "1st"],
    ["Celeste", "vampire", "40 hours", "4th"],
    ["Darnell", "knight", "60 hours", "5th"],
    ["Evie", "space pirate", "80 hours", "3rd"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The winner spent 20 hours less on the costume than Aiko.", lambda s: s.n(H, "1st") == s.n(H, "Aiko") - 20),
    ("The vampire finished one place ahead of Darnell.", lambda s: s.n(R, "vampire") == s.n(R, "Darnell") - 1),
    ("Of Evie and the cosplayer who dressed as the knight, one finished 3rd and the other spent 60 hours on the costume.",
     lambda s: s.e("Evie") != s.e("knight") and (
         (s.same("Evie", "3rd") and s.same("knight", "60 hours")) or
         (s.same("knight", "3rd") and s.same("Evie", "60 hours")))),
    ("The person who spent the least time on the costume finished somewhere behind the space pirate.",
     lambda s: s.n(R, "40 hours") > s.n(R, "space pirate")),
    ("Neither Bartek nor Celeste dressed as the sorceress.", lambda s: not s.same("Bartek", "sorceress") and not s.same("Celeste", "sorceress")),
    ("The robot costume took 40 hours more than the knight costume.", lambda s: s.n(H, "robot") == s.n(H, "knight") + 40),
    ("Either Aiko or Celeste came in 2nd.", lambda s: s.same("Aiko", "2nd") != s.same("Celeste", "2nd")),
    ("The five cosplayers are Celeste, the one dressed as the robot, the one who spent 120 hours, the one who finished 3rd and the one who came last.",
     lambda s: diff(s, "Celeste", "robot", "120 hours", "3rd", "5th")),
    ("Evie didn't finish 2 places behind Aiko.", lambda s: s.n(R, "Evie") != s.n(R, "Aiko") + 2),
    ("Darnell spent 20 hours less on his costume than Evie.", lambda s: s.n(H, "Darnell") == s.n(H, "Evie") - 20),
    ("The sorceress costume took 40 hours longer than the space pirate costume.", lambda s: s.n(H, "sorceress") == s.n(H, "space pirate") + 40),
]
QUESTIONS = [("Who dressed as the vampire?", lambda s: s.v("Cosplayers", "vampire"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
