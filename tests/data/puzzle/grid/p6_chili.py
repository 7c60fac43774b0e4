SC = "Scores"
A = "Ages"
def sc(s, x):
    return s.n(SC, x)
def age(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Cooks", ["Buck", "Darlene", "Earl", "Lu-Anne"]),
    ("Peppers", ["habanero", "jalapeño", "poblano", "serrano"]),
    ("Scores", ["82 points", "87 points", "91 points", "96 points"], [82, 87, 91, 96]),
    ("Ages", ["34", "41", "57", "63"], [34, 41, 57, 63]),
]
CLUES = [
    ("Darlene, whose habanero chili brought tears to at least one judge's eyes, scored 5 points more than Lu-Anne.",
     lambda s: s.same("Darlene", "habanero") and sc(s, "Darlene") == sc(s, "Lu-Anne") + 5),
    ("The youngest cook, who isn't Buck, made the serrano chili.",
     lambda s: age(s, "serrano") == 34 and age(s, "Buck") != 34),
    ("The 63-year-old scored exactly 5 points more than the youngest cook.",
     lambda s: sc(s, "63") == sc(s, "34") + 5),
    ("The poblano chili didn't take top honors.", lambda s: sc(s, "poblano") != 96),
    ("The four finalists were Buck, the 41-year-old, the cook who used jalapeños and the cook who scored 82 points.",
     lambda s: len({s.e("Buck"), s.e("41"), s.e("jalapeño"), s.e("82 points")}) == 4),
    ("Lu-Anne is 16 years older than Darlene.", lambda s: age(s, "Lu-Anne") == age(s, "Darlene") + 16),
]
REMARKS = ["The Red Mesa Volunteer Fire Department's annual chili cook-off drew a big crowd this year, and four cooks made it to the final tasting. Each cook built a chili around a different pepper, each got a different score from the judges (out of a possible 100 points), and no two of the finalists are the same age. Can you match each cook with a pepper, a score and an age?"]
QUESTIONS = [("Which pepper did Buck use, and how old is he?",
              lambda s: (s.v("Peppers", "Buck"), s.v("Ages", "Buck")))]
