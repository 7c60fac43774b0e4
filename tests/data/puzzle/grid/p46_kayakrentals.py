H = "Hours"
CATEGORIES = [
    ("Paddlers", ["Alvaro", "Brielle", "Cato", "Dolores", "Ezra"]),
    ("Kayaks", ["lime", "navy", "orange", "red", "teal"]),
    ("Hours", ["1 hour", "2 hours", "3 hours", "4 hours", "5 hours"], [1, 2, 3, 4, 5]),
    ("Destinations", ["Beaver Cove", "Heron Island", "Mill Creek", "Pine Point", "Stone Dam"]),
]
SOLUTION = [
    ["Alvaro", "teal", "3 hours", "Heron Island"],
    ["Brielle", "orange", "5 hours", "Pine Point"],
    ["Cato", "lime", "1 hour", "Stone Dam"],
    ["Dolores", "red", "2 hours", "Mill Creek"],
    ["Ezra", "navy", "4 hours", "Beaver Cove"],
]
CLUES = [
    ("The paddler who went to Pine Point rented a kayak for 2 hours longer than Alvaro.",
     lambda s: s.n(H, "Pine Point") == s.n(H, "Alvaro") + 2),
    ("Cato had the shortest rental.", lambda s: s.n(H, "Cato") == 1),
    ("The navy kayak was out an hour longer than the teal kayak.", lambda s: s.n(H, "navy") == s.n(H, "teal") + 1),
    ("Of Dolores and the paddler who headed to Beaver Cove, one had the red kayak and the other kept a kayak for 4 hours.",
     lambda s: not s.same("Dolores", "Beaver Cove") and (
         (s.same("Dolores", "red") and s.same("Beaver Cove", "4 hours")) or
         (s.same("Beaver Cove", "red") and s.same("Dolores", "4 hours")))),
    ("The paddler who went to Stone Dam was out for less time than the one who went to Mill Creek.",
     lambda s: s.n(H, "Stone Dam") < s.n(H, "Mill Creek")),
    ("Brielle took neither the lime kayak nor the navy one.", lambda s: not s.same("Brielle", "lime") and not s.same("Brielle", "navy")),
    ("The orange kayak was rented for the longest time.", lambda s: s.n(H, "orange") == 5),
    ("Ezra didn't paddle to Heron Island.", lambda s: not s.same("Ezra", "Heron Island")),
]
CLUES.append(("The navy kayak was taken to Beaver Cove.", lambda s: s.same("navy", "Beaver Cove")))
CLUES.append(("The paddler who went to Heron Island was out an hour longer than the one who went to Mill Creek.",
     lambda s: s.n(H, "Heron Island") == s.n(H, "Mill Creek") + 1))
NUM = "."
INTRO = ["Five paddlers rented kayaks from the boathouse on Lake Orrin one summer morning. Each took a different kayak, kept it for a different number of hours and paddled to a different spot."]
REMARKS = INTRO
