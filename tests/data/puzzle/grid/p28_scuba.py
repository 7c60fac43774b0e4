D = "Depths"
M = "Months"
CATEGORIES = [
    ("Divers", ["Aiden", "Brooke", "Carmen", "Dmitri", "Elise"]),
    ("Courses", ["advanced", "deep", "nitrox", "rescue", "wreck"]),
    ("Depths", ["40 ft", "50 ft", "60 ft", "70 ft", "80 ft"], [40, 50, 60, 70, 80]),
    ("Months", ["January", "February", "March", "April", "May"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Aiden", "rescue", "60 ft", "March"],
    ["Brooke", "wreck", "80 ft", "January"],
    ["Carmen", "nitrox", "40 ft", "May"],
    ["Dmitri", "deep", "70 ft", "February"],
    ["Elise", "advanced", "50 ft", "April"],
]
CLUES = [
    ("The diver who signed up for the wreck course went 20 ft deeper than Aiden.",
     lambda s: s.n(D, "wreck") == s.n(D, "Aiden") + 20),
    ("Of Carmen and the person certified in February, one took the nitrox course and the other reached 70 ft.",
     lambda s: not s.same("Carmen", "February") and (
         (s.same("Carmen", "nitrox") and s.same("February", "70 ft")) or
         (s.same("Carmen", "70 ft") and s.same("February", "nitrox")))),
    ("The five divers are Elise, the one certified in March, the one who reached 80 ft, the student in the nitrox course and Dmitri.",
     lambda s: len({s.e(x) for x in ["Elise", "March", "80 ft", "nitrox", "Dmitri"]}) == 5),
    ("The diver certified in April didn't go as deep as the one certified in January.",
     lambda s: s.n(D, "April") < s.n(D, "January")),
    ("Neither Brooke nor the diver who reached 40 ft was certified in April.",
     lambda s: not s.same("Brooke", "April") and not s.same("40 ft", "April")),
    ("The person certified in May reached a depth 10 ft shallower than Elise did.",
     lambda s: s.n(D, "May") == s.n(D, "Elise") - 10),
    ("The student in the deep course was certified 1 month after Brooke.",
     lambda s: s.n(M, "deep") == s.n(M, "Brooke") + 1),
    ("Aiden didn't take the advanced course.",
     lambda s: not s.same("Aiden", "advanced")),
    ("The diver who reached 60 ft is either Aiden or the one in the deep course.",
     lambda s: s.same("60 ft", "Aiden") != s.same("60 ft", "deep")),
]
NUM = None
DOT = False
INTRO = ["Five divers each earned a different certification at a dive shop this spring."]
OUTRO = []
REMARKS = INTRO + OUTRO
