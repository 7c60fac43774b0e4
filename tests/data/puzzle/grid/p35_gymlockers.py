L = "Lockers"
T = "Arrivals"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Members", ["Carmen", "Dario", "Keisha", "Lars", "Wendell"]),
    ("Lockers", ["104", "112", "119", "127", "133"], [104, 112, 119, 127, 133]),
    ("Classes", ["boxing", "cycling", "pilates", "rowing", "zumba"]),
    ("Arrivals", ["5:30 am", "6:00 am", "6:15 am", "6:45 am", "7:00 am"], [330, 360, 375, 405, 420]),
]
SOLUTION = [
    ["Carmen", "119", "rowing", "6:45 am"],
    ["Dario", "104", "boxing", "5:30 am"],
    ["Keisha", "133", "zumba", "6:00 am"],
    ["Lars", "127", "pilates", "7:00 am"],
    ["Wendell", "112", "cycling", "6:15 am"],
]
CLUES = [
    ("The member with locker 104 arrived first.", lambda s: s.n(T, "104") == 330),
    ("Keisha's locker number is 6 higher than Lars's.", lambda s: s.n(L, "Keisha") == s.n(L, "Lars") + 6),
    ("The member who takes cycling arrived 15 minutes after Keisha.", lambda s: s.n(T, "cycling") == s.n(T, "Keisha") + 15),
    ("Of Carmen and the 7:00 am arrival, one takes pilates and the other uses locker 119.",
     lambda s: not s.same("Carmen", "7:00 am") and (
         (s.same("Carmen", "pilates") and s.same("7:00 am", "119")) or
         (s.same("7:00 am", "pilates") and s.same("Carmen", "119")))),
    ("Neither Dario nor Wendell goes to zumba.", lambda s: not s.same("Dario", "zumba") and not s.same("Wendell", "zumba")),
    ("The boxer's locker has a lower number than the rower's.", lambda s: s.n(L, "boxing") < s.n(L, "rowing")),
    ("The five members are Wendell, the one with locker 133, the boxer, the 6:45 am arrival and Lars.",
     lambda s: diff(s, "Wendell", "133", "boxing", "6:45 am", "Lars")),
    ("The member in the rowing class arrived later than Wendell but before Lars.",
     lambda s: s.n(T, "Wendell") < s.n(T, "rowing") < s.n(T, "Lars")),
    ("Locker 127 isn't used by the zumba member.", lambda s: not s.same("127", "zumba")),
    ("Carmen doesn't have locker 112.", lambda s: not s.same("Carmen", "112")),
]
NUM = None
DOT = False
INTRO = ["Five early risers each have a locker at the Northside gym and one favorite class."]
OUTRO = []
REMARKS = INTRO + OUTRO
