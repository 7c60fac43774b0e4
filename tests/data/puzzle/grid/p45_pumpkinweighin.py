F, L, W, T = "First names", "Last names", "Weights", "Towns"
CATEGORIES = [
    (F, ["Abe", "Bonnie", "Cal", "Delia", "Ezra"]),
    (L, ["Foss", "Gantt", "Hoyle", "Irwin", "Jessup"]),
    (W, ["310 lbs", "340 lbs", "370 lbs", "400 lbs", "430 lbs"], [310, 340, 370, 400, 430]),
    (T, ["Cedar Falls", "Dover", "Elkton", "Fairview", "Glenwood"]),
]
SOLUTION = [
    ["Abe", "Irwin", "370 lbs", "Fairview"],
    ["Bonnie", "Foss", "430 lbs", "Dover"],
    ["Cal", "Jessup", "310 lbs", "Glenwood"],
    ["Delia", "Hoyle", "340 lbs", "Elkton"],
    ["Ezra", "Gantt", "400 lbs", "Cedar Falls"],
]
CLUES = [
    ("Bonnie's pumpkin outweighed Mr. Gantt's by 30 pounds.", lambda s: s.n(W, "Bonnie") == s.n(W, "Gantt") + 30),
    ("The grower from Glenwood brought the lightest pumpkin.", lambda s: s.n(W, "Glenwood") == 310),
    ("Cal isn't Mr. Irwin, and his pumpkin weighed 60 pounds less than Abe's.",
     lambda s: not s.same("Cal", "Irwin") and s.n(W, "Cal") == s.n(W, "Abe") - 60),
    ("Ms. Hoyle lives in Elkton.", lambda s: s.same("Hoyle", "Elkton")),
    ("The Fairview grower's pumpkin weighed more than Delia's but less than the one from Dover.",
     lambda s: s.n(W, "Delia") < s.n(W, "Fairview") < s.n(W, "Dover")),
    ("Neither Jessup nor the grower from Dover is Ezra.",
     lambda s: not s.same("Jessup", "Ezra") and not s.same("Dover", "Ezra") and not s.same("Jessup", "Dover")),
    ("The five growers were Abe, Ms. Foss, the one from Cedar Falls, the one whose pumpkin weighed 310 pounds, and Ms. Hoyle.",
     lambda s: len({s.e(x) for x in ["Abe", "Foss", "Cedar Falls", "310 lbs", "Hoyle"]}) == 5),
    ("Delia's pumpkin weighed 30 pounds more than the one from Glenwood.", lambda s: s.n(W, "Delia") == s.n(W, "Glenwood") + 30),
    ("Bonnie's pumpkin was the heaviest of the five, and Delia's last name isn't Irwin.",
     lambda s: s.n(W, "Bonnie") == 430 and not s.same("Delia", "Irwin")),
]
NUM = "."
DOT = False
INTRO = ["Five growers hauled their biggest pumpkins to the Harvest Days weigh-in, each from a different town.",
         "No two pumpkins weighed the same.",
         "Find each grower's full name, hometown, and the weight of his or her pumpkin."]
OUTRO = []
REMARKS = INTRO + OUTRO
