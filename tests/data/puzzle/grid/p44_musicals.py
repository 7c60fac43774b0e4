R = "Runs"
CATEGORIES = [
    ("Musicals", ["Brass Hearts", "Copper Sky", "Harbor Lights", "Midnight Train", "Velvet Rose"]),
    ("Theaters", ["Alcott", "Belmont", "Carlyle", "Dorsey", "Ellison"]),
    ("Leads", ["Fiona", "Gideon", "Hazel", "Isaiah", "Juliet"]),
    ("Runs", ["80 performances", "120 performances", "160 performances", "200 performances", "240 performances"], [80, 120, 160, 200, 240]),
]
SOLUTION = [
    ["Brass Hearts", "Carlyle", "Isaiah", "200 performances"],
    ["Copper Sky", "Alcott", "Fiona", "80 performances"],
    ["Harbor Lights", "Ellison", "Hazel", "240 performances"],
    ["Midnight Train", "Belmont", "Juliet", "120 performances"],
    ["Velvet Rose", "Dorsey", "Gideon", "160 performances"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
def neither(s, a, b, x):
    return not s.same(a, b) and not s.same(a, x) and not s.same(b, x)
def distinct(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The show at the Dorsey ran for 80 more performances than Copper Sky.", lambda s: s.n(R, "Dorsey") == s.n(R, "Copper Sky") + 80),
    ("Harbor Lights had the longest run.", lambda s: s.n(R, "Harbor Lights") == 240),
    ("Juliet's show ran 40 performances more than Fiona's.", lambda s: s.n(R, "Juliet") == s.n(R, "Fiona") + 40),
    ("Neither Brass Hearts nor the show at the Alcott starred Gideon.", lambda s: neither(s, "Brass Hearts", "Alcott", "Gideon")),
    ("The show starring Isaiah is either Brass Hearts or the one at the Belmont.", lambda s: either(s, "Isaiah", "Brass Hearts", "Belmont")),
    ("Of Velvet Rose and the show starring Hazel, one played at the Ellison and the other ran for 160 performances.",
     lambda s: one_other(s, "Velvet Rose", "Hazel", "Ellison", "160 performances")),
    ("Midnight Train didn't play at the Carlyle.", lambda s: not s.same("Midnight Train", "Carlyle")),
    ("The show at the Carlyle ran longer than the show at the Belmont.", lambda s: s.n(R, "Carlyle") > s.n(R, "Belmont")),
    ("Hazel's show ran 160 performances more than the show at the Alcott.", lambda s: s.n(R, "Hazel") == s.n(R, "Alcott") + 160),
    ("Brass Hearts ran for 40 more performances than the show at the Dorsey.", lambda s: s.n(R, "Brass Hearts") == s.n(R, "Dorsey") + 40),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
