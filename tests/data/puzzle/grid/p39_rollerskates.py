L = "Laps"
CATEGORIES = [
    ("Skaters", ["Fern", "Gus", "Hattie", "Ian", "Jess"]),
    ("Laps", ["6 laps", "7 laps", "8 laps", "9 laps", "10 laps"], [6, 7, 8, 9, 10]),
    ("Skates", ["pink", "black", "white", "purple", "silver"]),
]
SOLUTION = [
    ["Fern", "9 laps", "silver"],
    ["Gus", "6 laps", "black"],
    ["Hattie", "10 laps", "pink"],
    ["Ian", "8 laps", "white"],
    ["Jess", "7 laps", "purple"],
]
CLUES = [
    ("Hattie, in pink skates, managed more laps than anyone else.",
     lambda s: s.same("Hattie", "pink") and s.n(L, "Hattie") == 10),
    ("The skater in silver did three laps more than Gus.", lambda s: s.n(L, "silver") == s.n(L, "Gus") + 3),
    ("Jess did one lap more than the skater in black.", lambda s: s.n(L, "Jess") == s.n(L, "black") + 1),
    ("Ian didn't wear black or purple, and he did fewer laps than Fern.",
     lambda s: not s.same("Ian", "black") and not s.same("Ian", "purple") and s.n(L, "Ian") < s.n(L, "Fern")),
    ("The white skates were worn by the skater who did 8 laps.", lambda s: s.same("white", "8 laps")),
]
QUESTIONS = [("Who wore the black skates?", lambda s: s.v("Skaters", "black"))]
NUM = "."
DOT = False
INTRO = ["At the roller rink's lap challenge, five skaters each skated as many laps as they could in two minutes. Each wore skates of a different colour, and no two managed the same number of laps."]
OUTRO = []
REMARKS = INTRO + OUTRO
