T = "Times"
CATEGORIES = [
    ("Callers", ["Dolores", "Frank", "Keisha", "Walt"]),
    ("Last names", ["Babcock", "Jaffe", "Oliver", "Szabo"]),
    ("Prizes", ["concert tickets", "dinner for two", "gift card", "weekend getaway"]),
    ("Times", ["7:05 AM", "7:20 AM", "7:35 AM", "7:50 AM"], [425, 440, 455, 470]),
    ("Towns", ["Glenwood", "Maple Ridge", "Rockport", "Westfield"]),
]
SOLUTION = [
    ["Dolores", "Jaffe", "gift card", "7:50 AM", "Westfield"],
    ["Frank", "Szabo", "weekend getaway", "7:05 AM", "Rockport"],
    ["Keisha", "Babcock", "concert tickets", "7:35 AM", "Glenwood"],
    ["Walt", "Oliver", "dinner for two", "7:20 AM", "Maple Ridge"],
]
CLUES = [
    ("The first winner of the morning, who lives in Rockport, won the weekend getaway.",
     lambda s: s.n(T, "Rockport") == 425 and s.same("Rockport", "weekend getaway")),
    ("Babcock called in 15 minutes after Oliver.", lambda s: s.n(T, "Babcock") == s.n(T, "Oliver") + 15),
    ("Dolores called half an hour after the person who won the dinner for two.",
     lambda s: s.n(T, "Dolores") == s.n(T, "dinner for two") + 30),
    ("Keisha isn't from Westfield or Maple Ridge.",
     lambda s: not s.same("Keisha", "Westfield") and not s.same("Keisha", "Maple Ridge")),
    ("Jaffe won the gift card.", lambda s: s.same("Jaffe", "gift card")),
    ("The caller from Maple Ridge isn't Szabo.", lambda s: not s.same("Maple Ridge", "Szabo")),
    ("Of Frank and the caller from Glenwood, one is Szabo and the other won the concert tickets.",
     lambda s: not s.same("Frank", "Glenwood") and (
         (s.same("Frank", "Szabo") and s.same("Glenwood", "concert tickets")) or
         (s.same("Glenwood", "Szabo") and s.same("Frank", "concert tickets")))),
    ("The caller from Westfield was the last of the four to win.", lambda s: s.n(T, "Westfield") == 470),
]
NUM = "."
DOT = False
INTRO = [
    "Caller Number Nine",
    "Radio station WKBR gave away four prizes during Friday's morning show, each to the ninth caller after a different song. The four winners live in four different towns. Determine each winner's full name, prize, hometown, and the time of the winning call.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
