N = "Badges"
CATEGORIES = [
    ("First names", ["Danny", "Eddie", "Mark", "Ricky", "Tom"]),
    ("Last names", ["Carver", "Finch", "Gill", "Parks", "Yates"]),
    ("New badges", ["canoeing", "cooking", "first aid", "lifesaving", "pioneering"]),
    ("Badges", ["6 badges", "8 badges", "10 badges", "12 badges", "14 badges"], [6, 8, 10, 12, 14]),
]
SOLUTION = [
    ["Danny", "Gill", "cooking", "10 badges"],
    ["Eddie", "Yates", "first aid", "6 badges"],
    ["Mark", "Carver", "lifesaving", "14 badges"],
    ["Ricky", "Parks", "canoeing", "8 badges"],
    ["Tom", "Finch", "pioneering", "12 badges"],
]
CLUES = [
    ("The Carver boy has earned 4 more badges than the Gill boy.", lambda s: s.n(N, "Carver") == s.n(N, "Gill") + 4),
    ("Eddie, the Yates boy, has the fewest badges of the five.", lambda s: s.same("Eddie", "Yates") and s.n(N, "Eddie") == 6),
    ("The scout who earned canoeing has 2 more badges than Eddie.", lambda s: s.n(N, "canoeing") == s.n(N, "Eddie") + 2),
    ("Tom, who isn't the Parks boy, has more badges than Danny but fewer than the scout who earned lifesaving.",
     lambda s: not s.same("Tom", "Parks") and s.n(N, "Danny") < s.n(N, "Tom") < s.n(N, "lifesaving")),
    ("The Yates boy didn't earn canoeing or cooking.", lambda s: not s.same("Yates", "canoeing") and not s.same("Yates", "cooking")),
    ("Neither Ricky nor Mark is the Finch boy.", lambda s: not s.same("Ricky", "Finch") and not s.same("Mark", "Finch")),
    ("Danny has two fewer badges than Tom.", lambda s: s.n(N, "Danny") == s.n(N, "Tom") - 2),
    ("Ricky has fewer badges than Danny.", lambda s: s.n(N, "Ricky") < s.n(N, "Danny")),
    ("The scout who earned pioneering has 2 more badges than the one who earned cooking.", lambda s: s.n(N, "pioneering") == s.n(N, "cooking") + 2),
    ("The Gill boy has 2 more badges than the Parks boy.", lambda s: s.n(N, "Gill") == s.n(N, "Parks") + 2),
]
QUESTIONS = [("Which badge did Danny earn at camp?", lambda s: s.v("New badges", "Danny"))]
NUM = "."
DOT = False
INTRO = ["Five Boy Scouts of Troop 12 each earned one new merit badge at summer camp. Counting the new one, no two of the boys have the same number of merit badges. From the clues, can you give each scout's full name, the badge he earned at camp, and how many badges he now has?"]
OUTRO = []
REMARKS = INTRO + OUTRO
