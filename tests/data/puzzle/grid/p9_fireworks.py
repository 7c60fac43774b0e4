T = "Launch times"
H = "Heights"
def t(s, x):
    return s.n(T, x)
def h(s, x):
    return s.n(H, x)
NUM = "1."
CATEGORIES = [
    ("Shells", ["Blue Peony", "Golden Willow", "Red Comet", "Silver Crackle"]),
    ("Launch times", ["9:10pm", "9:25pm", "9:40pm", "9:55pm"], [1270, 1285, 1300, 1315]),
    ("Heights", ["80 m", "120 m", "150 m", "200 m"], [80, 120, 150, 200]),
    ("Technicians", ["Brannagh", "Dafydd", "Mr. Oyelaran", "Sigrun"]),
]
SOLUTION = [
    ("Blue Peony", "9:40pm", "80 m", "Mr. Oyelaran"),
    ("Golden Willow", "9:55pm", "200 m", "Sigrun"),
    ("Red Comet", "9:25pm", "150 m", "Brannagh"),
    ("Silver Crackle", "9:10pm", "120 m", "Dafydd"),
]
INTRO = ["The bonfire night display on Pendle Green was short but much admired. Four special shells were fired at quarter-hour intervals, each loaded by a different member of the crew, and each burst at a different height. Using the clues, match each shell to its launch time, its height and the technician who loaded it."]
REMARKS = INTRO
CLUES = [
    ("The display closed with the shell that burst highest, which Sigrun had loaded.", lambda s: t(s, "200 m") == 1315 and s.same("200 m", "Sigrun")),
    ("Brannagh's shell went up 15 minutes before the Blue Peony.", lambda s: t(s, "Brannagh") == t(s, "Blue Peony") - 15),
    ("The Silver Crackle, the first shell of the night, burst 40 m higher than the Blue Peony.", lambda s: t(s, "Silver Crackle") == 1270 and h(s, "Silver Crackle") == h(s, "Blue Peony") + 40),
    ("Mr. Oyelaran's shell reached only 80 m.", lambda s: s.same("Mr. Oyelaran", "80 m")),
    ("Dafydd did not handle the Red Comet.", lambda s: not s.same("Dafydd", "Red Comet")),
    ("The Red Comet went up before the Blue Peony.", lambda s: t(s, "Red Comet") < t(s, "Blue Peony")),
    ("The Golden Willow was not fired at 9:40pm.", lambda s: not s.same("Golden Willow", "9:40pm")),
]
QUESTIONS = [("Who loaded the Golden Willow?", lambda s: s.v("Technicians", "Golden Willow"))]
