D = "Depths"
Y = "Years"
CATEGORIES = [
    ("Divers", ["Beatriz", "Colm", "Dagny", "Emeka", "Hollis"]),
    ("Wrecks", ["Corsair", "Estrella", "Gull", "Marigold", "Vanguard"]),
    ("Depths", ["40 ft", "55 ft", "70 ft", "85 ft", "100 ft"], [40, 55, 70, 85, 100]),
    ("Years", ["1712", "1724", "1736", "1748", "1760"], [1712, 1724, 1736, 1748, 1760]),
    ("Finds", ["bell", "cannonball", "compass", "doubloon", "pistol"]),
]
SOLUTION = [
    ["Beatriz", "Estrella", "85 ft", "1724", "compass"],
    ["Colm", "Vanguard", "40 ft", "1760", "doubloon"],
    ["Dagny", "Corsair", "100 ft", "1712", "bell"],
    ["Emeka", "Gull", "55 ft", "1748", "pistol"],
    ["Hollis", "Marigold", "70 ft", "1736", "cannonball"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The diver who found the compass went 15 feet deeper than Hollis.",
     lambda s: s.n(D, "compass") == s.n(D, "Hollis") + 15),
    ("The Corsair sank 12 years before the Estrella.",
     lambda s: s.n(Y, "Corsair") == s.n(Y, "Estrella") - 12),
    ("The dive to 40 ft was either Emeka's or the one to the wreck that sank in 1760.",
     lambda s: s.same("40 ft", "Emeka") != s.same("40 ft", "1760")),
    ("Of the diver who found the doubloon and the one who explored the Gull, one is Colm and the other dove to 55 ft.",
     lambda s: one_other(s, "doubloon", "Gull", "Colm", "55 ft")),
    ("Neither Dagny nor the diver who found the pistol explored the Marigold.",
     lambda s: not s.same("Dagny", "Marigold") and not s.same("pistol", "Marigold")),
    ("The five divers are Beatriz, the one who found the bell, the diver who explored the Vanguard, the one who went down to 55 ft and the diver who explored the 1736 wreck.",
     lambda s: distinct(s, "Beatriz", "bell", "Vanguard", "55 ft", "1736")),
    ("The deepest dive was to the oldest wreck.",
     lambda s: s.same("100 ft", "1712")),
    ("The cannonball was brought up from a wreck 12 years older than the Gull.",
     lambda s: s.n(Y, "cannonball") == s.n(Y, "Gull") - 12),
    ("Hollis didn't dive 30 feet deeper than Emeka.",
     lambda s: s.n(D, "Hollis") != s.n(D, "Emeka") + 30),
    ("The Estrella lies deeper than the Marigold.",
     lambda s: s.n(D, "Estrella") > s.n(D, "Marigold")),
    ("The compass didn't come from the Vanguard.",
     lambda s: not s.same("compass", "Vanguard")),
    ("Beatriz's wreck sank earlier than Emeka's.",
     lambda s: s.n(Y, "Beatriz") < s.n(Y, "Emeka")),
    ("Dagny's dive was 30 feet deeper than Hollis's.",
     lambda s: s.n(D, "Dagny") == s.n(D, "Hollis") + 30),
    ("The Vanguard sank 24 years after the Marigold.",
     lambda s: s.n(Y, "Vanguard") == s.n(Y, "Marigold") + 24),
]
QUESTIONS = [("Which diver brought up the cannonball?", lambda s: s.v("Divers", "cannonball"))]
NUM = "."
DOT = False
INTRO = ["Five divers each explored a different shipwreck and brought up one find; the years are the years the ships sank."]
OUTRO = []
REMARKS = INTRO + OUTRO
