W = "Weights"
CATEGORIES = [
    ("Exhibitors", ["Brandon", "Kelsey", "Logan", "Tessa"]),
    ("Breeds", ["Angus", "Hereford", "Holstein", "Jersey"]),
    ("Calves", ["Buttercup", "Clover", "Duke", "Rosie"]),
    ("Weights", ["550 pounds", "600 pounds", "650 pounds", "700 pounds"], [550, 600, 650, 700]),
]
SOLUTION = [
    ["Brandon", "Hereford", "Duke", "700 pounds"],
    ["Kelsey", "Jersey", "Clover", "550 pounds"],
    ["Logan", "Angus", "Rosie", "600 pounds"],
    ["Tessa", "Holstein", "Buttercup", "650 pounds"],
]
CLUES = [
    ("The Jersey was the lightest calf in the barn.", lambda s: s.n(W, "Jersey") == 550),
    ("Duke weighed 50 pounds more than Tessa's calf.", lambda s: s.n(W, "Duke") == s.n(W, "Tessa") + 50),
    ("Logan's calf, which isn't Clover, weighed less than the Holstein.",
     lambda s: not s.same("Logan", "Clover") and s.n(W, "Logan") < s.n(W, "Holstein")),
    ("Kelsey and the owner of the Angus showed calves weighing 550 and 600 pounds, respectively.",
     lambda s: s.n(W, "Kelsey") == 550 and s.n(W, "Angus") == 600),
    ("The Hereford was the heaviest of the four calves, and Rosie isn't the Holstein.",
     lambda s: s.n(W, "Hereford") == 700 and not s.same("Rosie", "Holstein")),
    ("Neither Kelsey nor Logan raised Buttercup.",
     lambda s: not s.same("Kelsey", "Buttercup") and not s.same("Logan", "Buttercup")),
]
QUESTIONS = [("Which calf is the Holstein?", lambda s: s.v("Calves", "Holstein"))]
NUM = "."
DOT = False
INTRO = ["Four members of the Pleasant Valley 4-H Club showed their calves at the county fair. Each calf is a different breed, and each weighed in at a different weight on the morning of the show."]
OUTRO = []
REMARKS = INTRO + OUTRO
