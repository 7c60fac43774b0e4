T = "Times"
L = "Lengths"
CATEGORIES = [
    ("Dancers", ["Alba", "Candela", "Jimena", "Marisol", "Noelia"]),
    ("Guitarists", ["Andres", "Felipe", "Joaquin", "Rafael", "Tomas"]),
    ("Styles", ["alegrias", "bulerias", "farruca", "seguiriya", "solea"]),
    ("Times", ["8:00 pm", "8:30 pm", "9:00 pm", "9:30 pm", "10:00 pm"], [1200, 1230, 1260, 1290, 1320]),
    ("Lengths", ["6 minutes", "7 minutes", "8 minutes", "9 minutes", "10 minutes"], [6, 7, 8, 9, 10]),
]
SOLUTION = [
    ["Alba", "Rafael", "solea", "9:00 pm", "8 minutes"],
    ["Candela", "Tomas", "bulerias", "10:00 pm", "6 minutes"],
    ["Jimena", "Andres", "farruca", "8:00 pm", "10 minutes"],
    ["Marisol", "Joaquin", "alegrias", "9:30 pm", "9 minutes"],
    ["Noelia", "Felipe", "seguiriya", "8:30 pm", "7 minutes"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The dancer accompanied by Joaquin performed 30 minutes after Alba.", lambda s: s.n(T, "Joaquin") == s.n(T, "Alba") + 30),
    ("The bulerias closed the evening, and it was the shortest dance.", lambda s: s.n(T, "bulerias") == 1320 and s.n(L, "bulerias") == 6),
    ("Of Noelia and the dancer who performed the farruca, one opened the evening and the other was accompanied by Felipe.",
     lambda s: s.e("Noelia") != s.e("farruca") and (
         (s.n(T, "Noelia") == 1200 and s.same("farruca", "Felipe")) or
         (s.n(T, "farruca") == 1200 and s.same("Noelia", "Felipe")))),
    ("The solea lasted 2 minutes less than the first dance of the evening.", lambda s: s.n(L, "solea") == s.n(L, "8:00 pm") - 2),
    ("The five dancers are Marisol, Rafael's partner, the one who danced the seguiriya, the one who performed at 10:00 pm and the one whose dance lasted 10 minutes.",
     lambda s: diff(s, "Marisol", "Rafael", "seguiriya", "10:00 pm", "10 minutes")),
    ("Neither Tomas nor Andres played for the alegrias.", lambda s: not s.same("Tomas", "alegrias") and not s.same("Andres", "alegrias")),
    ("The seguiriya was performed sometime before the solea.", lambda s: s.n(T, "seguiriya") < s.n(T, "solea")),
    ("Either Candela or Marisol danced for 9 minutes.", lambda s: s.same("Candela", "9 minutes") != s.same("Marisol", "9 minutes")),
    ("Noelia's dance was 1 minute shorter than Alba's.", lambda s: s.n(L, "Noelia") == s.n(L, "Alba") - 1),
    ("Rafael's dancer didn't perform 1 hour after Noelia.", lambda s: s.n(T, "Rafael") != s.n(T, "Noelia") + 60),
    ("The alegrias lasted 3 minutes longer than the bulerias.", lambda s: s.n(L, "alegrias") == s.n(L, "bulerias") + 3),
    ("Jimena performed 1 hour before Alba.", lambda s: s.n(T, "Jimena") == s.n(T, "Alba") - 60),
    ("Marisol danced sometime after the solea.", lambda s: s.n(T, "Marisol") > s.n(T, "solea")),
    ("Tomas played 2 hours after Andres.", lambda s: s.n(T, "Tomas") == s.n(T, "Andres") + 120),
]
NUM = None
DOT = False
INTRO = ["Five dancers took the stage at a flamenco night, each with a different guitarist."]
OUTRO = []
REMARKS = INTRO + OUTRO
