H = "Hours"
CATEGORIES = [
    ("Wigmakers", ["Honoria", "Jasper", "Oriel", "Prudence"]),
    ("Clients", ["actor", "barrister", "bishop", "duchess"]),
    ("Hours", ["40 hours", "55 hours", "70 hours", "85 hours"], [40, 55, 70, 85]),
    ("Colors", ["auburn", "black", "grey", "white"]),
]
SOLUTION = [
    ["Honoria", "duchess", "85 hours", "auburn"],
    ["Jasper", "barrister", "40 hours", "white"],
    ["Oriel", "actor", "70 hours", "black"],
    ["Prudence", "bishop", "55 hours", "grey"],
]
CLUES = [
    ("The black wig took 15 hours longer than Prudence's.", lambda s: s.n(H, "black") == s.n(H, "Prudence") + 15),
    ("The duchess's wig took the longest to make.", lambda s: s.n(H, "duchess") == 85),
    ("Jasper's wig, which wasn't grey, took the least time.",
     lambda s: not s.same("Jasper", "grey") and s.n(H, "Jasper") == 40),
    ("The barrister's wig took 45 hours less than the auburn wig.",
     lambda s: s.n(H, "barrister") == s.n(H, "auburn") - 45),
    ("Oriel didn't make the bishop's wig.", lambda s: not s.same("Oriel", "bishop")),
    ("The grey wig wasn't made for the actor.", lambda s: not s.same("grey", "actor")),
    ("Honoria's wig took longer than Oriel's.", lambda s: s.n(H, "Honoria") > s.n(H, "Oriel")),
]
NUM = "."
DOT = False
INTRO = ["Four wigmakers each made one wig for a different client."]
OUTRO = []
REMARKS = INTRO + OUTRO
QUESTIONS = [("Who made the bishop's wig, and what color was it?", lambda s: (s.v("Wigmakers", "bishop"), s.v("Colors", "bishop")))]
