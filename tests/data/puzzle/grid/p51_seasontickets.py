T = "Trains"
CATEGORIES = [
    ("First names", ["Adrian", "Bernard", "Clive", "Duncan", "Edward"]),
    ("Surnames", ["Garside", "Holroyd", "Lumb", "Ormerod", "Sutcliffe"]),
    ("Stations", ["Hebden Bridge", "Mytholmroyd", "Sowerby Bridge", "Todmorden", "Walsden"]),
    ("Trains", ["7.05am", "7.15am", "7.25am", "7.35am", "7.45am"], [425, 435, 445, 455, 465]),
]
SOLUTION = [
    ["Adrian", "Lumb", "Todmorden", "7.15am"],
    ["Bernard", "Sutcliffe", "Walsden", "7.05am"],
    ["Clive", "Holroyd", "Hebden Bridge", "7.35am"],
    ["Duncan", "Garside", "Sowerby Bridge", "7.45am"],
    ["Edward", "Ormerod", "Mytholmroyd", "7.25am"],
]
CLUES = [
    ("Mr Lumb's train leaves ten minutes after Bernard's.", lambda s: s.n(T, "Lumb") == s.n(T, "Bernard") + 10),
    ("The man from Hebden Bridge catches the twenty-five to eight.", lambda s: s.same("Hebden Bridge", "7.35am")),
    ("Duncan, who isn't Mr Ormerod, catches the latest train of the five.",
     lambda s: not s.same("Duncan", "Ormerod") and s.n(T, "Duncan") == 465),
    ("Mr Holroyd doesn't live in Mytholmroyd, and his train leaves later than Edward's.",
     lambda s: not s.same("Holroyd", "Mytholmroyd") and s.n(T, "Holroyd") > s.n(T, "Edward")),
    ("Edward boards at neither Todmorden nor Walsden.",
     lambda s: not s.same("Edward", "Todmorden") and not s.same("Edward", "Walsden")),
    ("The Sowerby Bridge commuter isn't Mr Sutcliffe.", lambda s: not s.same("Sowerby Bridge", "Sutcliffe")),
    ("Mr Garside's train goes twenty minutes after the Mytholmroyd man's.",
     lambda s: s.n(T, "Garside") == s.n(T, "Mytholmroyd") + 20),
    ("Adrian's train leaves earlier than Mr Ormerod's but later than Mr Sutcliffe's.",
     lambda s: s.n(T, "Sutcliffe") < s.n(T, "Adrian") < s.n(T, "Ormerod")),
    ("The man from Todmorden catches the quarter past seven.", lambda s: s.same("Todmorden", "7.15am")),
    ("Clive's train leaves after Mr Ormerod's.", lambda s: s.n(T, "Clive") > s.n(T, "Ormerod")),
]
QUESTIONS = [
    ("What is Clive's surname?", lambda s: s.v("Surnames", "Clive")),
    ("Where does Mr Sutcliffe catch his train?", lambda s: s.v("Stations", "Sutcliffe")),
]
NUM = "."
INTRO = ["Five season-ticket holders who work in the same Leeds office all travel in from the Calder Valley, each from a different station and each on a different morning train."]
ASK = "Can you discover each man's full name, his station and the time of his train?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
