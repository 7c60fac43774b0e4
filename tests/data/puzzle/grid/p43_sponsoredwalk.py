A = "Amounts"
CATEGORIES = [
    ("First names", ["Bernard", "Cathy", "Eileen", "Frank", "Gwen"]),
    ("Surnames", ["Askew", "Booth", "Crane", "Doyle", "Ellery"]),
    ("Causes", ["air ambulance", "cat rescue", "church roof", "hospice", "lifeboats"]),
    ("Amounts", ["£40", "£55", "£70", "£85", "£100"], [40, 55, 70, 85, 100]),
]
SOLUTION = [
    ["Bernard", "Doyle", "church roof", "£55"],
    ["Cathy", "Ellery", "hospice", "£100"],
    ["Eileen", "Askew", "lifeboats", "£40"],
    ["Frank", "Crane", "air ambulance", "£85"],
    ["Gwen", "Booth", "cat rescue", "£70"],
]
CLUES = [
    ("Mr Doyle raised £15 more than the walker collecting for the lifeboats.",
     lambda s: s.n(A, "Doyle") == s.n(A, "lifeboats") + 15),
    ("Cathy, whose surname isn't Booth, raised the most.", lambda s: not s.same("Cathy", "Booth") and s.n(A, "Cathy") == 100),
    ("The hospice walker raised £30 more than Gwen.", lambda s: s.n(A, "hospice") == s.n(A, "Gwen") + 30),
    ("Mrs Askew raised less than anyone else.", lambda s: s.n(A, "Askew") == 40),
    ("Frank collected for the air ambulance and raised £15 more than Mrs Booth.",
     lambda s: s.same("Frank", "air ambulance") and s.n(A, "Frank") == s.n(A, "Booth") + 15),
    ("Neither Bernard nor Mrs Ellery walked for the cat rescue.",
     lambda s: not s.same("Bernard", "cat rescue") and not s.same("Ellery", "cat rescue")),
    ("The church roof money wasn't raised by Eileen.", lambda s: not s.same("church roof", "Eileen")),
    ("Gwen, whose surname is Booth, raised more than Bernard.", lambda s: s.same("Gwen", "Booth") and s.n(A, "Gwen") > s.n(A, "Bernard")),
    ("Eileen raised less than Bernard.", lambda s: s.n(A, "Eileen") < s.n(A, "Bernard")),
    ("Mr Crane collected for the air ambulance, and Eileen didn't walk for the cat rescue.", lambda s: s.same("Crane", "air ambulance") and not s.same("Eileen", "cat rescue")),
]
NUM = "."
DOT = False
INTRO = ["Five villagers from Little Harrow took part in the ten-mile sponsored walk along the canal towpath, each raising money for a different good cause. "
         "Can you work out each walker's full name, the cause and how much was raised?"]
OUTRO = []
REMARKS = INTRO + OUTRO
