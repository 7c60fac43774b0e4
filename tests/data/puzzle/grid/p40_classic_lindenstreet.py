# An Einstein-style riddle on a row of five houses, numbered 1 to 5 from left to right.
H = "Houses"
def pos(s, x):
    return s.n(H, x)
def near(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colors", ["amber", "coral", "lilac", "olive", "slate"]),
    ("Jobs", ["baker", "dentist", "florist", "pilot", "tailor"]),
    ("Drinks", ["cider", "cocoa", "kefir", "lemonade", "tea"]),
    ("Pets", ["canary", "ferret", "goldfish", "iguana", "rabbit"]),
    ("Instruments", ["banjo", "cello", "drums", "flute", "harp"]),
]
SOLUTION = [
    ["1", "olive", "pilot", "lemonade", "iguana", "flute"],
    ["2", "coral", "baker", "tea", "canary", "banjo"],
    ["3", "amber", "tailor", "cocoa", "goldfish", "drums"],
    ["4", "slate", "dentist", "cider", "rabbit", "harp"],
    ["5", "lilac", "florist", "kefir", "ferret", "cello"],
]
CLUES = [
    ("The pilot lives in the olive house.", lambda s: s.same("pilot", "olive")),
    ("The baker keeps a canary.", lambda s: s.same("baker", "canary")),
    ("Cocoa is drunk in the amber house.", lambda s: s.same("cocoa", "amber")),
    ("The dentist drinks cider.", lambda s: s.same("dentist", "cider")),
    ("The lilac house is immediately to the right of the slate house.", lambda s: pos(s, "lilac") == pos(s, "slate") + 1),
    ("The banjo player lives in the coral house.", lambda s: s.same("banjo", "coral")),
    ("The drummer lives in the middle house.", lambda s: pos(s, "drums") == 3),
    ("The pilot lives in the first house.", lambda s: pos(s, "pilot") == 1),
    ("The flute player lives next door to the baker.", lambda s: near(s, "flute", "baker")),
    ("The cello player lives next to the house where the rabbit is kept.", lambda s: near(s, "cello", "rabbit")),
    ("The tailor keeps a goldfish.", lambda s: s.same("tailor", "goldfish")),
    ("The florist plays the cello.", lambda s: s.same("florist", "cello")),
    ("The flute player drinks lemonade.", lambda s: s.same("flute", "lemonade")),
    ("The pilot lives next to the coral house.", lambda s: near(s, "pilot", "coral")),
    ("The harp player keeps a rabbit.", lambda s: s.same("harp", "rabbit")),
    ("The tea drinker lives next to the pilot.", lambda s: near(s, "tea", "pilot")),
    ("The slate house is next to the house where cocoa is drunk.", lambda s: near(s, "slate", "cocoa")),
    ("The ferret lives next door to the harp player.", lambda s: near(s, "ferret", "harp")),
    ("The dentist lives in the slate house.", lambda s: s.same("dentist", "slate")),
]
QUESTIONS = [("Who drinks kefir? Who owns the iguana?",
              lambda s: (s.v("Jobs", "kefir"), s.v("Jobs", "iguana")))]
NUM = "."
DOT = False
INTRO = ["There are five houses in a row on Linden Street, numbered 1 to 5 from left to right. In each lives one person with a different job, who has a different drink, pet and musical instrument from the others."]
OUTRO = []
REMARKS = INTRO + OUTRO
