H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Nationalities", ["Brazilian", "Canadian", "Dane", "Egyptian", "Greek"]),
    ("Colours", ["cream", "grey", "lilac", "pink", "teal"]),
    ("Drinks", ["espresso", "kefir", "lemonade", "tea", "water"]),
    ("Pets", ["goat", "hamster", "lizard", "pony", "tortoise"]),
    ("Instruments", ["banjo", "cello", "drums", "flute", "harp"]),
]
SOLUTION = [
    ["1", "Dane", "teal", "water", "lizard", "flute"],
    ["2", "Egyptian", "cream", "tea", "pony", "drums"],
    ["3", "Brazilian", "pink", "espresso", "hamster", "banjo"],
    ["4", "Greek", "grey", "kefir", "goat", "harp"],
    ["5", "Canadian", "lilac", "lemonade", "tortoise", "cello"],
]
CLUES = [
    ("The Brazilian lives in the pink house.", lambda s: s.same("Brazilian", "pink")),
    ("The Egyptian keeps a pony.", lambda s: s.same("Egyptian", "pony")),
    ("Kefir is drunk in the grey house.", lambda s: s.same("kefir", "grey")),
    ("The Greek plays the harp.", lambda s: s.same("Greek", "harp")),
    ("The grey house is immediately to the right of the pink house.", lambda s: s.n(H, "grey") == s.n(H, "pink") + 1),
    ("The flute player keeps a lizard.", lambda s: s.same("flute", "lizard")),
    ("The drummer lives in the cream house.", lambda s: s.same("drums", "cream")),
    ("Espresso is drunk in the middle house.", lambda s: s.n(H, "espresso") == 3),
    ("The Dane lives in the first house.", lambda s: s.n(H, "Dane") == 1),
    ("The banjo player lives next to the person with the goat.", lambda s: near(s, "banjo", "goat")),
    ("The drummer lives next to the house where the hamster is kept.", lambda s: near(s, "drums", "hamster")),
    ("The cellist drinks lemonade.", lambda s: s.same("cello", "lemonade")),
    ("The Canadian plays the cello.", lambda s: s.same("Canadian", "cello")),
    ("The Dane lives next to the cream house.", lambda s: near(s, "Dane", "cream")),
    ("The Egyptian drinks tea.", lambda s: s.same("Egyptian", "tea")),
    ("The lilac house is next to the grey house.", lambda s: near(s, "lilac", "grey")),
]
QUESTIONS = [("Who owns the tortoise?", lambda s: s.v("Nationalities", "tortoise")),
             ("Who drinks water?", lambda s: s.v("Nationalities", "water"))]
NUM = "."
DOT = False
INTRO = ["Five houses stand in a row on Hill Street, numbered 1 to 5 from left to right. In each house lives a person of a different nationality. Each house is painted a different colour, and each resident prefers a different drink, keeps a different pet and plays a different instrument."]
OUTRO = ["Everything else follows from these sixteen facts."]
REMARKS = INTRO + OUTRO
