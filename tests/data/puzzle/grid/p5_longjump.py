D = "Distances"
A = "Ages"
def d(s, x):
    return s.n(D, x)
def a(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Jumpers", ["Adaeze", "Bryn", "Catalina", "Dafydd"]),
    ("Clubs", ["Cardiff Harriers", "Newport Striders", "Swansea Athletic", "Wrexham Pacers"]),
    ("Distances", ["5.12 m", "5.38 m", "5.61 m", "5.90 m"], [512, 538, 561, 590]),
    ("Ages", ["15", "16", "17", "18"], [15, 16, 17, 18]),
]
CLUES = [
    ("Neither Bryn nor the jumper from Newport Striders is the youngest, and neither of them jumped as far as 5.90 m.",
     lambda s: a(s, "Bryn") != 15 and a(s, "Newport Striders") != 15
     and d(s, "Bryn") != 590 and d(s, "Newport Striders") != 590),
    ("Of Catalina and the 17-year-old, one represents Cardiff Harriers and the other jumped 5.38 m.",
     lambda s: not s.same("Catalina", "17") and (
         (s.same("Catalina", "Cardiff Harriers") and d(s, "17") == 538)
         or (s.same("17", "Cardiff Harriers") and d(s, "Catalina") == 538))),
    ("Dafydd, who jumps for neither Wrexham Pacers nor Newport Striders, jumped 26 cm further than Bryn.",
     lambda s: not s.same("Dafydd", "Wrexham Pacers") and not s.same("Dafydd", "Newport Striders")
     and d(s, "Dafydd") == d(s, "Bryn") + 26),
    ("The oldest of the four jumped the shortest distance.", lambda s: d(s, "18") == 512),
    ("Adaeze jumped 29 cm less than Catalina, the youngest jumper in the final.",
     lambda s: d(s, "Adaeze") == d(s, "Catalina") - 29 and a(s, "Catalina") == 15),
    ("The Wrexham Pacers jumper is older than the Newport Striders jumper.",
     lambda s: a(s, "Wrexham Pacers") > a(s, "Newport Striders")),
    ("Adaeze is younger than Dafydd.", lambda s: a(s, "Adaeze") < a(s, "Dafydd")),
]
REMARKS = ["Four young athletes from four different clubs contested the long jump final at the Welsh schools' championships. Each had a best jump of a different length, and they are of different ages."]
QUESTIONS = [("Which club does Adaeze jump for?", lambda s: s.v("Clubs", "Adaeze"))]
