# Club newsletter: ladder positions (1st is the top), years joined.
R = "Positions"
Y = "Joined"
def r(s, x):
    return s.n(R, x)
def y(s, x):
    return s.n(Y, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Members", ["Mr. Delacroix", "Mrs. Egerton-Smith", "Ms. Fairweather", "Dr. Gallagher", "Mr. Huang"]),
    ("Positions", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Joined", ["2009", "2013", "2016", "2019", "2022"], [2009, 2013, 2016, 2019, 2022]),
]
SOLUTION = [("Mr. Delacroix", "3rd", "2016"), ("Mrs. Egerton-Smith", "1st", "2022"), ("Ms. Fairweather", "5th", "2009"),
            ("Dr. Gallagher", "2nd", "2013"), ("Mr. Huang", "4th", "2019")]
INTRO = ["The singles ladder of the Ladies' and Gentlemen's Section, as it stood at the close of the summer season, is set out below in puzzle form for the amusement of members. The 1st position is the top of the ladder; the years are those in which each member joined the club."]
CLUES = [
    ("The member at the top of the ladder joined the club most recently.", lambda s: y(s, "1st") == 2022),
    ("Dr. Gallagher stands one place above Mr. Delacroix.", lambda s: r(s, "Dr. Gallagher") == r(s, "Mr. Delacroix") - 1),
    ("The longest-standing member is at the foot of the ladder.", lambda s: r(s, "2009") == 5),
    ("Mr. Huang joined 3 years after Mr. Delacroix.", lambda s: y(s, "Mr. Huang") == y(s, "Mr. Delacroix") + 3),
    ("Mrs. Egerton-Smith is ranked higher than Mr. Huang.", lambda s: r(s, "Mrs. Egerton-Smith") < r(s, "Mr. Huang")),
    ("The member who joined in 2013 is not Mr. Huang.", lambda s: not s.same("2013", "Mr. Huang")),
    ("Mrs. Egerton-Smith joined 6 years after Mr. Delacroix.", lambda s: y(s, "Mrs. Egerton-Smith") == y(s, "Mr. Delacroix") + 6),
    ("Dr. Gallagher isn't at the top of the ladder.", lambda s: r(s, "Dr. Gallagher") != 1),
    ("Mr. Huang is lower on the ladder than Mr. Delacroix.", lambda s: r(s, "Mr. Huang") > r(s, "Mr. Delacroix")),
]
QUESTIONS = [("Who is at the top of the ladder?", lambda s: s.v("Members", "1st"))]
REMARKS = INTRO
