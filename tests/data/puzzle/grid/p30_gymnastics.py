A = "Ages"
S = "Scores"
CATEGORIES = [
    ("Gymnasts", ["Anouk", "Brielle", "Carmen", "Delphine", "Esme"]),
    ("Clubs", ["Apex", "Riverside", "Starlight", "Summit", "Tumbleweed"]),
    ("Ages", ["15", "16", "17", "18", "19"], [15, 16, 17, 18, 19]),
    ("Scores", ["13.4", "13.7", "14.0", "14.3", "14.6"], [134, 137, 140, 143, 146]),
]
SOLUTION = [
    ["Anouk", "Summit", "17", "14.3"],
    ["Brielle", "Apex", "15", "13.7"],
    ["Carmen", "Tumbleweed", "19", "13.4"],
    ["Delphine", "Starlight", "16", "14.6"],
    ["Esme", "Riverside", "18", "14.0"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The gymnast from Starlight scored 0.3 points higher than Anouk.",
     lambda s: s.n(S, "Starlight") == s.n(S, "Anouk") + 3),
    ("Of the five, the 19-year-old had the lowest score.",
     lambda s: s.same("19", "13.4")),
    ("Esme is 3 years older than the Apex gymnast.",
     lambda s: s.n(A, "Esme") == s.n(A, "Apex") + 3),
    ("The gymnast who scored 14.0 is either Delphine or the Riverside gymnast.",
     lambda s: s.same("14.0", "Delphine") != s.same("14.0", "Riverside")),
    ("Of the 17-year-old and the Tumbleweed gymnast, one is Carmen and the other scored 14.3.",
     lambda s: one_other(s, "17", "Tumbleweed", "Carmen", "14.3")),
    ("Neither Brielle nor Delphine trains at Summit.",
     lambda s: not s.same("Brielle", "Summit") and not s.same("Delphine", "Summit")),
    ("Delphine is 1 year older than Brielle.",
     lambda s: s.n(A, "Delphine") == s.n(A, "Brielle") + 1),
    ("Esme didn't score 0.6 points higher than Brielle.",
     lambda s: s.n(S, "Esme") != s.n(S, "Brielle") + 6),
    ("The youngest gymnast scored higher than the Tumbleweed gymnast.",
     lambda s: s.n(S, "15") > s.n(S, "Tumbleweed")),
    ("The five gymnasts are Carmen, the 16-year-old, the Riverside gymnast, the one who scored 13.7 and the Summit gymnast.",
     lambda s: distinct(s, "Carmen", "16", "Riverside", "13.7", "Summit")),
]
NUM = "."
DOT = False
INTRO = ["Five gymnasts competed on the vault at a regional meet."]
OUTRO = []
REMARKS = INTRO + OUTRO
