A = "Ages"
def age(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Grandparents", ["Granny Alma", "Grandad Bryn", "Nana Cecile", "Pop Dudley"]),
    ("Ages", ["71", "74", "77", "80"], [71, 74, 77, 80]),
    ("Hobbies", ["bowls", "crosswords", "tai chi", "woodturning"]),
    ("Hometowns", ["Beckton Vale", "Carrow", "Hensby", "Pellham"]),
]
CLUES = [
    ("The tai chi enthusiast and the grandparent from Carrow are 77 and 80, respectively.",
     lambda s: age(s, "tai chi") == 77 and age(s, "Carrow") == 80),
    ("Whoever lives in Pellham is the youngest of the four.", lambda s: age(s, "Pellham") == 71),
    ("Nana Cecile is three years younger than the bowls player.", lambda s: age(s, "Nana Cecile") == age(s, "bowls") - 3),
    ("Pop Dudley isn't from Hensby, and he has never picked up a crossword in his life.",
     lambda s: not s.same("Pop Dudley", "Hensby") and not s.same("Pop Dudley", "crosswords")),
    ("Grandad Bryn is older than Granny Alma.", lambda s: age(s, "Grandad Bryn") > age(s, "Granny Alma")),
    ("Pop Dudley is three years older than Nana Cecile.", lambda s: age(s, "Pop Dudley") == age(s, "Nana Cecile") + 3),
    ("Granny Alma doesn't live in Beckton Vale.", lambda s: not s.same("Granny Alma", "Beckton Vale")),
    ("Nana Cecile is younger than Granny Alma.", lambda s: age(s, "Nana Cecile") < age(s, "Granny Alma")),
    ("The woodturner is younger than the crossword fan.", lambda s: age(s, "woodturning") < age(s, "crosswords")),
]
REMARKS = ["At the Okafor family reunion, young Tayo interviewed four of the grandparents for a school project. She noted each one's age, hometown and favourite pastime, then spilled lemonade all over her notebook. This is what she could still remember."]
QUESTIONS = [("What is Granny Alma's hobby, and where does she live?",
              lambda s: (s.v("Hobbies", "Granny Alma"), s.v("Hometowns", "Granny Alma")))]
