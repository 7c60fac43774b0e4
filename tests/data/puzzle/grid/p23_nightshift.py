T = "Start times"
CATEGORIES = [
    ("Nurses", ["Ada", "Bev", "Cal", "Dev", "Eve"]),
    ("Wards", ["cardiac", "children's", "maternity", "orthopaedic", "surgical"]),
    ("Start times", ["19:00", "19:30", "20:00", "20:30", "21:00"], [1140, 1170, 1200, 1230, 1260]),
]
SOLUTION = [
    ["Ada", "maternity", "20:30"],
    ["Bev", "cardiac", "19:00"],
    ["Cal", "surgical", "21:00"],
    ["Dev", "children's", "19:30"],
    ["Eve", "orthopaedic", "20:00"],
]
CLUES = [
    ("Bev is the first to start her shift.", lambda s: s.n(T, "Bev") == 1140),
    ("Cal, who works on the surgical ward, starts at 21:00.",
     lambda s: s.same("Cal", "surgical") and s.same("Cal", "21:00")),
    ("The nurse on the surgical ward starts an hour after Eve.", lambda s: s.n(T, "surgical") == s.n(T, "Eve") + 60),
    ("Dev starts 30 minutes after the cardiac nurse.", lambda s: s.n(T, "Dev") == s.n(T, "cardiac") + 30),
    ("The cardiac nurse is either Bev or Ada.", lambda s: s.same("cardiac", "Bev") or s.same("cardiac", "Ada")),
    ("Ada doesn't work on the children's ward.", lambda s: not s.same("Ada", "children's")),
    ("The maternity nurse starts later than the orthopaedic nurse.",
     lambda s: s.n(T, "maternity") > s.n(T, "orthopaedic")),
    ("The children's ward nurse starts earlier than the orthopaedic nurse.",
     lambda s: s.n(T, "children's") < s.n(T, "orthopaedic")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
