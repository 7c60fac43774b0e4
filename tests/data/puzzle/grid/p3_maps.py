C = "Centuries"
def c(s, x):
    return s.n(C, x)
CATEGORIES = [
    ("Collectors", ["Dr Ames", "Mr Baptiste", "Ms Coyle", "Professor Dunn"]),
    ("Regions", ["Arabia", "Bohemia", "Cathay", "Iberia"]),
    ("Centuries", ["14th century", "15th century", "16th century", "17th century"], [14, 15, 16, 17]),
]
CLUES = [
    ("The map of Cathay is the newest.", lambda s: c(s, "Cathay") == 17),
    ("Mr Baptiste's map is two centuries older than Dr Ames's.", lambda s: c(s, "Mr Baptiste") == c(s, "Dr Ames") - 2),
    ("The Arabia map is a century older than the Bohemia map.", lambda s: c(s, "Arabia") == c(s, "Bohemia") - 1),
    ("Ms Coyle doesn't own the Iberia map.", lambda s: not s.same("Ms Coyle", "Iberia")),
    ("Professor Dunn's map isn't the oldest.", lambda s: c(s, "Professor Dunn") != 14),
    ("Ms Coyle owns the newest map.", lambda s: c(s, "Ms Coyle") == 17),
    ("Dr Ames's map isn't of Iberia.", lambda s: not s.same("Dr Ames", "Iberia")),
]
REMARKS = ['Four collectors each brought one antique map to the valuation day.']
