# p52_classiccars: 3x4, easy; model years.
# solution:
#   Bud | Camaro | 1969
#   Clara | Thunderbird | 1957
#   Dwight | Mustang | 1964
#   Edna | Corvette | 1972
Y = "Years"
CATEGORIES = [
    ("Owners", ["Bud", "Clara", "Dwight", "Edna"]),
    ("Cars", ["Camaro", "Corvette", "Mustang", "Thunderbird"]),
    ("Years", ["1957", "1964", "1969", "1972"], [1957, 1964, 1969, 1972]),
]
INTRO = ["Four members of a car club brought their pride and joy to the summer show."]
REMARKS = INTRO


def y(s, x):
    return s.n(Y, x)


CLUES = [
    ("The Thunderbird is the oldest car of the four.", lambda s: y(s, "Thunderbird") == 1957),
    ("Dwight's car is 5 years older than the Camaro.", lambda s: y(s, "Dwight") == y(s, "Camaro") - 5),
    ("Edna's car is newer than Bud's.", lambda s: y(s, "Edna") > y(s, "Bud")),
    ("The Corvette is a newer model than the Camaro.", lambda s: y(s, "Corvette") > y(s, "Camaro")),
    ("Bud's car is newer than Clara's.", lambda s: y(s, "Bud") > y(s, "Clara")),
]
QUESTIONS = [("What year is Edna's car?", lambda s: s.v(Y, "Edna"))]
