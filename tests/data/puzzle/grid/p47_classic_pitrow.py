# No category lines: the categories are what the remark and the clues name.
# Houses are numbered 1 to 5 from the left, as the remark says.
H = "Houses"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Miners", ["Albert", "Ernest", "Harold", "Percy", "Walter"]),
    ("Wives", ["Annie", "Edna", "Gladys", "Lily", "Mabel"]),
    ("Jobs", ["deputy", "hewer", "onsetter", "putter", "shotfirer"]),
    ("Pets", ["canary", "ferret", "pigeons", "terrier", "whippet"]),
    ("Vegetables", ["beans", "leeks", "marrows", "onions", "rhubarb"]),
]
SOLUTION = [
    ["1", "Percy", "Mabel", "putter", "ferret", "onions"],
    ["2", "Walter", "Edna", "deputy", "pigeons", "leeks"],
    ["3", "Albert", "Gladys", "hewer", "whippet", "marrows"],
    ["4", "Harold", "Annie", "shotfirer", "canary", "rhubarb"],
    ["5", "Ernest", "Lily", "onsetter", "terrier", "beans"],
]
CLUES = [
    ("Albert is married to Gladys.", lambda s: s.same("Albert", "Gladys")),
    ("The deputy keeps pigeons.", lambda s: s.same("deputy", "pigeons")),
    ("The hewer lives in the middle house.", lambda s: s.n(H, "hewer") == 3),
    ("Percy lives at the left-hand end of the row.", lambda s: s.n(H, "Percy") == 1),
    ("Mabel's husband keeps a ferret.", lambda s: s.same("Mabel", "ferret")),
    ("The man who grows leeks lives next door to Percy.", lambda s: near(s, "leeks", "Percy")),
    ("Harold, the shotfirer, lives immediately to the right of Albert.",
     lambda s: s.same("Harold", "shotfirer") and s.n(H, "Harold") == s.n(H, "Albert") + 1),
    ("The canary belongs to the man who grows rhubarb.", lambda s: s.same("canary", "rhubarb")),
    ("Ernest keeps a terrier.", lambda s: s.same("Ernest", "terrier")),
    ("Edna's husband grows the leeks.", lambda s: s.same("Edna", "leeks")),
    ("The whippet's owner lives next door to the man who keeps pigeons.", lambda s: near(s, "whippet", "pigeons")),
    ("The onsetter grows beans.", lambda s: s.same("onsetter", "beans")),
    ("Lily's husband doesn't live next door to the hewer.", lambda s: not near(s, "Lily", "hewer")),
    ("Marrows are grown next door to the house with the canary.", lambda s: near(s, "marrows", "canary")),
    ("The putter lives next to the deputy.", lambda s: near(s, "putter", "deputy")),
    ("Annie lives next door to Lily.", lambda s: near(s, "Annie", "Lily")),
]
QUESTIONS = [("Who grows the onions?", lambda s: s.v("Miners", "onions")),
             ("Who owns the whippet, and who is Walter's wife?", lambda s: (s.v("Miners", "whippet"), s.v("Wives", "Walter")))]
NUM = "."
INTRO = ["Colliery Row is a terrace of five houses, numbered 1, 2, 3, 4 and 5 from the left as you look at them from the lane.",
         "In each lives a miner and his wife. Each man has a different job at the pit, keeps a different pet and grows a different vegetable on his allotment."]
OUTRO = []
REMARKS = INTRO + OUTRO
