# Club newsletter: fussy, precise.
T = "Tables"
S = "Scores"
def t(s, x):
    return s.n(T, x)
def sc(s, x):
    return s.n(S, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Players", ["Mr. Abernathy", "Mrs. Blythe", "Miss Carrow", "Mr. De'Ath"]),
    ("Tables", ["table 1", "table 2", "table 3", "table 4"], [1, 2, 3, 4]),
    ("Scores", ["61 points", "74 points", "88 points", "95 points"], [61, 74, 88, 95]),
    ("Teas", ["Assam", "Darjeeling", "Earl Grey", "Lapsang"]),
]
SOLUTION = [("Mr. Abernathy", "table 3", "88 points", "Earl Grey"), ("Mrs. Blythe", "table 1", "95 points", "Assam"),
            ("Miss Carrow", "table 4", "61 points", "Lapsang"), ("Mr. De'Ath", "table 2", "74 points", "Darjeeling")]
INTRO = ["At the Tuesday meeting of the Lower Wick Dominoes Society, each of the four members present sat at a different table, recorded a different final score and, as is the custom, was served a different tea. The tables are numbered 1 to 4 along the wall; no two members' scores were equal."]
CLUES = [
    ("The highest score of the evening was recorded at table 1.", lambda s: t(s, "95 points") == 1),
    ("Mr. De'Ath scored exactly 14 points fewer than Mr. Abernathy.", lambda s: sc(s, "Mr. De'Ath") == sc(s, "Mr. Abernathy") - 14),
    ("The member who drank Lapsang sat at the table numbered one higher than Mr. Abernathy's.", lambda s: t(s, "Lapsang") == t(s, "Mr. Abernathy") + 1),
    ("Mrs. Blythe drank neither Earl Grey nor Darjeeling.", lambda s: not s.same("Mrs. Blythe", "Earl Grey") and not s.same("Mrs. Blythe", "Darjeeling")),
    ("The Darjeeling was not served at table 4.", lambda s: t(s, "Darjeeling") != 4),
    ("Miss Carrow scored fewer points than the member who drank Darjeeling.", lambda s: sc(s, "Miss Carrow") < sc(s, "Darjeeling")),
    ("Miss Carrow sat at neither table 2 nor table 3.", lambda s: t(s, "Miss Carrow") not in (2, 3)),
    ("Mr. Abernathy did not drink Darjeeling.", lambda s: not s.same("Mr. Abernathy", "Darjeeling")),
]
QUESTIONS = [("At which table did Mr. De'Ath sit?", lambda s: s.v(T, "Mr. De'Ath"))]
REMARKS = INTRO
