R = "Rainfall"
H = "Humidity"
def r(s, x):
    return s.n(R, x)
def h(s, x):
    return s.n(H, x)
CATEGORIES = [
    ("Towns", ["Fenby", "Garth", "Holm", "Kyle"]),
    ("Observers", ["Mo", "Pat", "Ros", "Viv"]),
    ("Rainfall", ["18.4 mm", "22.9 mm", "31.5 mm", "40.2 mm"], [184, 229, 315, 402]),
    ("Humidity", ["62%", "71%", "78%", "85%"], [62, 71, 78, 85]),
]
CLUES = [
    ("Holm was wettest.", lambda s: r(s, "Holm") == 402),
    ("Garth was driest.", lambda s: r(s, "Garth") == 184),
    ("Fenby's humidity was highest.", lambda s: h(s, "Fenby") == 85),
    ("Kyle got 4.5 mm more rain than Garth.", lambda s: r(s, "Kyle") == r(s, "Garth") + 45),
    ("Kyle's humidity was 16 points below Holm's.", lambda s: h(s, "Kyle") == h(s, "Holm") - 16),
    ("Pat's town was wetter than Viv's.", lambda s: r(s, "Pat") > r(s, "Viv")),
    ("Mo recorded less rain than Ros.", lambda s: r(s, "Mo") < r(s, "Ros")),
    ("Ros's town was drier than Viv's.", lambda s: r(s, "Ros") < r(s, "Viv")),
]
REMARKS = ["One wet weekend, four volunteer weather observers."]
