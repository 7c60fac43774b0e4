H = "Heights"
J = "Jerseys"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Players", ["Andre", "Colby", "Desmond", "Kofi", "Ravi"]),
    ("Heights", ["172 cm", "176 cm", "180 cm", "184 cm", "188 cm"], [172, 176, 180, 184, 188]),
    ("Jerseys", ["5", "9", "13", "22", "30"], [5, 9, 13, 22, 30]),
    ("Positions", ["center", "point guard", "power forward", "shooting guard", "small forward"]),
]
SOLUTION = [
    ["Andre", "184 cm", "22", "center"],
    ["Colby", "172 cm", "9", "point guard"],
    ["Desmond", "188 cm", "13", "power forward"],
    ["Kofi", "176 cm", "30", "shooting guard"],
    ["Ravi", "180 cm", "5", "small forward"],
]
CLUES = [
    ("The tallest player is not Andre.", lambda s: s.n(H, "Andre") != 188),
    ("The point guard wears a jersey number 4 lower than the player who is 188 cm tall.",
     lambda s: s.n(J, "point guard") == s.n(J, "188 cm") - 4),
    ("Kofi is 4 cm taller than the point guard.", lambda s: s.n(H, "Kofi") == s.n(H, "point guard") + 4),
    ("Of the center and the player wearing number 5, one is Ravi and the other is 184 cm tall.",
     lambda s: not s.same("center", "5") and (
         (s.same("center", "Ravi") and s.same("5", "184 cm")) or
         (s.same("5", "Ravi") and s.same("center", "184 cm")))),
    ("The small forward is shorter than Andre.", lambda s: s.n(H, "small forward") < s.n(H, "Andre")),
    ("Neither Colby nor Kofi is trying out at power forward.",
     lambda s: not s.same("Colby", "power forward") and not s.same("Kofi", "power forward")),
    ("The player in jersey 30 is either the shooting guard or the 172-cm player.",
     lambda s: (s.same("30", "shooting guard") or s.same("30", "172 cm")) and not s.same("shooting guard", "172 cm")),
    ("Desmond doesn't wear number 22.", lambda s: not s.same("Desmond", "22")),
    ("The five players are Colby, the center, the one in number 13, the shooting guard and the 180-cm player.",
     lambda s: diff(s, "Colby", "center", "13", "shooting guard", "180 cm")),
    ("Andre is 8 cm taller than Kofi.", lambda s: s.n(H, "Andre") == s.n(H, "Kofi") + 8),
    ("The player in number 9 is shorter than Ravi.", lambda s: s.n(H, "9") < s.n(H, "Ravi")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
