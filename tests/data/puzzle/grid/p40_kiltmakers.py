C = "Cloth"
D = "Dates"
CATEGORIES = [
    ("Kiltmakers", ["Alasdair", "Brodie", "Catriona", "Eilidh", "Fergus"]),
    ("Tartans", ["Campbell", "Fraser", "Gordon", "MacLeod", "Stewart"]),
    ("Cloth", ["4 yards", "5 yards", "6 yards", "7 yards", "8 yards"], [4, 5, 6, 7, 8]),
    ("Dates", ["March 5", "March 12", "March 19", "March 26", "April 2"], [5, 12, 19, 26, 33]),
]
SOLUTION = [
    ["Alasdair", "Gordon", "7 yards", "March 19"],
    ["Brodie", "Stewart", "4 yards", "April 2"],
    ["Catriona", "MacLeod", "8 yards", "March 5"],
    ["Eilidh", "Campbell", "5 yards", "March 26"],
    ["Fergus", "Fraser", "6 yards", "March 12"],
]
CLUES = [
    ("The Gordon kilt used 1 more yard of cloth than the kilt delivered on March 12.", lambda s: s.n(C, "Gordon") == s.n(C, "March 12") + 1),
    ("Brodie's kilt was delivered 2 weeks after Alasdair's.", lambda s: s.n(D, "Brodie") == s.n(D, "Alasdair") + 14),
    ("The kilt that took the most cloth was the first to be delivered.", lambda s: s.same("8 yards", "March 5")),
    ("Of the Fraser kilt and Eilidh's kilt, one used 6 yards and the other was delivered on March 26.",
     lambda s: s.e("Fraser") != s.e("Eilidh") and (
         (s.same("Fraser", "6 yards") and s.same("Eilidh", "March 26")) or
         (s.same("Eilidh", "6 yards") and s.same("Fraser", "March 26")))),
    ("The Stewart kilt used somewhat less cloth than the Campbell kilt.", lambda s: s.n(C, "Stewart") < s.n(C, "Campbell")),
    ("Neither Catriona nor Fergus made the Campbell kilt.", lambda s: not s.same("Catriona", "Campbell") and not s.same("Fergus", "Campbell")),
    ("The March 19 kilt wasn't made of MacLeod tartan.", lambda s: not s.same("March 19", "MacLeod")),
    ("Either Catriona or Brodie made the kilt delivered on April 2.", lambda s: s.same("Catriona", "April 2") != s.same("Brodie", "April 2")),
    ("The Fraser kilt was delivered 1 week after the MacLeod kilt.", lambda s: s.n(D, "Fraser") == s.n(D, "MacLeod") + 7),
    ("Fergus's kilt didn't use 2 yards more than Eilidh's.", lambda s: s.n(C, "Fergus") != s.n(C, "Eilidh") + 2),
    ("Alasdair's kilt used 3 more yards than Brodie's.", lambda s: s.n(C, "Alasdair") == s.n(C, "Brodie") + 3),
    ("Catriona's kilt was delivered a week before Fergus's.", lambda s: s.n(D, "Catriona") == s.n(D, "Fergus") - 7),
    ("The five kilts are the Stewart kilt, Catriona's, the one delivered on March 26, the 7-yard kilt and the Fraser kilt.",
     lambda s: len({s.e(x) for x in ["Stewart", "Catriona", "March 26", "7 yards", "Fraser"]}) == 5),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
