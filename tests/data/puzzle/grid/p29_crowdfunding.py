B = "Backers"
D = "Days"
CATEGORIES = [
    ("Creators", ["Priya", "Quentin", "Rosa", "Sol", "Tamsin"]),
    ("Projects", ["camping stove", "card game", "graphic novel", "podcast", "vinyl album"]),
    ("Backers", ["120 backers", "240 backers", "360 backers", "480 backers", "600 backers"], [120, 240, 360, 480, 600]),
    ("Days", ["4 days", "9 days", "14 days", "19 days", "24 days"], [4, 9, 14, 19, 24]),
]
SOLUTION = [
    ["Priya", "camping stove", "480 backers", "4 days"],
    ["Quentin", "podcast", "120 backers", "19 days"],
    ["Rosa", "card game", "600 backers", "14 days"],
    ["Sol", "vinyl album", "240 backers", "24 days"],
    ["Tamsin", "graphic novel", "360 backers", "9 days"],
]
CLUES = [
    ("The project with the most backers wasn't the fastest to reach its goal.",
     lambda s: s.n(D, "600 backers") != 4),
    ("The camping stove reached its goal 5 days sooner than Tamsin's project.",
     lambda s: s.n(D, "camping stove") == s.n(D, "Tamsin") - 5),
    ("Sol's project had 120 more backers than the podcast.",
     lambda s: s.n(B, "Sol") == s.n(B, "podcast") + 120),
    ("The graphic novel drew 240 fewer backers than the card game.",
     lambda s: s.n(B, "graphic novel") == s.n(B, "card game") - 240),
    ("Of the vinyl album and Priya's project, one took the longest to fund and the other had 480 backers.",
     lambda s: not s.same("vinyl album", "Priya") and (
         (s.n(D, "vinyl album") == 24 and s.same("Priya", "480 backers")) or
         (s.n(D, "Priya") == 24 and s.same("vinyl album", "480 backers")))),
    ("Quentin's project took 19 days to fund.", lambda s: s.same("Quentin", "19 days")),
    ("The campaign with 480 backers reached its goal in just 4 days.", lambda s: s.same("480 backers", "4 days")),
    ("Tamsin's project was funded 5 days sooner than Rosa's.", lambda s: s.n(D, "Tamsin") == s.n(D, "Rosa") - 5),
    ("The project that took 19 days had the fewest backers.", lambda s: s.n(B, "19 days") == 120),
    ("Tamsin's campaign didn't draw the most backers.", lambda s: s.n(B, "Tamsin") != 600),
]
NUM = "."
DOT = False
INTRO = ["Five crowdfunding campaigns each reached their goal, each after a different number of days."]
OUTRO = []
REMARKS = INTRO + OUTRO
