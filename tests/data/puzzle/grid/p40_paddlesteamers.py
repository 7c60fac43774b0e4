D = "Departures"
U = "Durations"
CATEGORIES = [
    ("Steamers", ["Alder Queen", "Bonnie Lass", "Comet", "Dolphin", "Evening Star"]),
    ("Captains", ["Hartley", "Okafor", "Pruitt", "Sandoval", "Tremaine"]),
    ("Destinations", ["Ashby Lock", "Fernbridge", "Kingsmouth", "Marlow Quay", "Upton Ferry"]),
    ("Departures", ["9:00 am", "9:30 am", "10:00 am", "10:30 am", "11:00 am"], [540, 570, 600, 630, 660]),
    ("Durations", ["2 hours", "3 hours", "4 hours", "5 hours", "6 hours"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Alder Queen", "Pruitt", "Kingsmouth", "10:30 am", "3 hours"],
    ["Bonnie Lass", "Hartley", "Upton Ferry", "9:00 am", "5 hours"],
    ["Comet", "Tremaine", "Ashby Lock", "11:00 am", "2 hours"],
    ["Dolphin", "Sandoval", "Marlow Quay", "9:30 am", "6 hours"],
    ["Evening Star", "Okafor", "Fernbridge", "10:00 am", "4 hours"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The steamer captained by Sandoval leaves 30 minutes after the Bonnie Lass.", lambda s: s.n(D, "Sandoval") == s.n(D, "Bonnie Lass") + 30),
    ("The Kingsmouth trip lasts 1 hour longer than the trip on the Comet.", lambda s: s.n(U, "Kingsmouth") == s.n(U, "Comet") + 1),
    ("The last departure of the morning is also the shortest trip.", lambda s: s.same("11:00 am", "2 hours")),
    ("Of the Evening Star and the boat captained by Hartley, one goes to Fernbridge and the other makes a 5-hour trip.",
     lambda s: s.e("Evening Star") != s.e("Hartley") and (
         (s.same("Evening Star", "Fernbridge") and s.same("Hartley", "5 hours")) or
         (s.same("Hartley", "Fernbridge") and s.same("Evening Star", "5 hours")))),
    ("The five steamers are the Dolphin, the one captained by Pruitt, the 10:00 am departure, the one bound for Ashby Lock and the one on the 5-hour trip.",
     lambda s: diff(s, "Dolphin", "Pruitt", "10:00 am", "Ashby Lock", "5 hours")),
    ("Captain Tremaine's boat leaves sometime after Captain Okafor's.", lambda s: s.n(D, "Tremaine") > s.n(D, "Okafor")),
    ("The trip to Marlow Quay is the longest.", lambda s: s.n(U, "Marlow Quay") == 6),
    ("Neither the Alder Queen nor Captain Okafor's boat goes to Upton Ferry.",
     lambda s: not s.same("Alder Queen", "Upton Ferry") and not s.same("Okafor", "Upton Ferry")),
    ("The 9:00 am departure lasts 2 hours longer than the 10:30 am departure.", lambda s: s.n(U, "9:00 am") == s.n(U, "10:30 am") + 2),
    ("Either the Comet or the Dolphin is captained by Sandoval.", lambda s: s.same("Comet", "Sandoval") != s.same("Dolphin", "Sandoval")),
    ("Captain Pruitt's trip is 1 hour shorter than Captain Okafor's.", lambda s: s.n(U, "Pruitt") == s.n(U, "Okafor") - 1),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
