W = "Weights"
CATEGORIES = [
    ("Pitmasters", ["Dale", "Jimbo", "Lonnie", "Reba", "Tammy"]),
    ("Sauces", ["honey", "mustard", "smoky", "sweet", "vinegar"]),
    ("Weights", ["20 pounds", "25 pounds", "30 pounds", "35 pounds", "40 pounds"], [20, 25, 30, 35, 40]),
]
SOLUTION = [
    ["Dale", "vinegar", "30 pounds"],
    ["Jimbo", "smoky", "40 pounds"],
    ["Lonnie", "honey", "20 pounds"],
    ["Reba", "mustard", "35 pounds"],
    ["Tammy", "sweet", "25 pounds"],
]
CLUES = [
    ("Jimbo smoked more ribs than any other pitmaster.", lambda s: s.n(W, "Jimbo") == 40),
    ("The cook with the mustard sauce smoked 5 pounds less than Jimbo.", lambda s: s.n(W, "mustard") == s.n(W, "Jimbo") - 5),
    ("Lonnie smoked 10 pounds less than Dale.", lambda s: s.n(W, "Lonnie") == s.n(W, "Dale") - 10),
    ("Tammy, who didn't use the honey sauce, smoked 5 pounds more than Lonnie.",
     lambda s: not s.same("Tammy", "honey") and s.n(W, "Tammy") == s.n(W, "Lonnie") + 5),
    ("The vinegar sauce was neither Reba's nor Jimbo's.", lambda s: not s.same("vinegar", "Reba") and not s.same("vinegar", "Jimbo")),
    ("Reba smoked more ribs than Dale.", lambda s: s.n(W, "Reba") > s.n(W, "Dale")),
    ("The honey sauce went on the smallest batch of ribs.", lambda s: s.n(W, "honey") == 20),
    ("The sweet sauce went on a batch 5 pounds lighter than Dale's.", lambda s: s.n(W, "sweet") == s.n(W, "Dale") - 5),
]
QUESTIONS = [("Whose sauce was the smoky one?", lambda s: s.v("Pitmasters", "smoky"))]
NUM = "."
DOT = False
INTRO = ["Five pitmasters fired up their smokers for the rib cook-off at the Lone Oak Volunteer Fire Department. Each brushed on a different kind of sauce and smoked a different weight of ribs. From the clues, can you determine each cook's sauce and how many pounds of ribs each smoked?"]
OUTRO = []
REMARKS = INTRO + OUTRO
