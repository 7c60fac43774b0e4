B = "Badges"
CATEGORIES = [
    ("First names", ["Caleb", "Nolan", "Owen", "Tyler"]),
    ("Last names", ["Barrett", "Hughes", "Mendez", "Volk"]),
    ("Hometowns", ["Bismarck", "Duluth", "Fargo", "Sioux Falls"]),
    ("Badges", ["9 badges", "11 badges", "13 badges", "15 badges"], [9, 11, 13, 15]),
]
SOLUTION = [
    ["Caleb", "Mendez", "Fargo", "13 badges"],
    ["Nolan", "Volk", "Duluth", "9 badges"],
    ["Owen", "Barrett", "Bismarck", "15 badges"],
    ["Tyler", "Hughes", "Sioux Falls", "11 badges"],
]
CLUES = [
    ("The Volk boy has 4 fewer merit badges than the scout from Fargo.", lambda s: s.n(B, "Volk") == s.n(B, "Fargo") - 4),
    ("Owen has earned the most badges, but he isn't from Sioux Falls.",
     lambda s: s.n(B, "Owen") == 15 and not s.same("Owen", "Sioux Falls")),
    ("Tyler has 2 badges fewer than Caleb.", lambda s: s.n(B, "Tyler") == s.n(B, "Caleb") - 2),
    ("Neither Owen nor Hughes is from Duluth.", lambda s: not s.same("Owen", "Duluth") and not s.same("Hughes", "Duluth")),
    ("The Mendez boy lives in Fargo.", lambda s: s.same("Mendez", "Fargo")),
    ("Tyler, who isn't the Barrett boy, has more badges than Nolan.", lambda s: not s.same("Tyler", "Barrett") and s.n(B, "Tyler") > s.n(B, "Nolan")),
    ("The scout from Bismarck has 2 more badges than Caleb.", lambda s: s.n(B, "Bismarck") == s.n(B, "Caleb") + 2),
]
NUM = "."
DOT = False
INTRO = ["Four Boy Scouts who shared a tent at this summer's jamboree came from four different towns, and each had earned a different number of merit badges. "
         "Find each scout's full name, his hometown and his badge count."]
OUTRO = []
REMARKS = INTRO + OUTRO
